import type { ErrorCode } from '@irreplaceable/contracts/common/error-codes';
import type { Language } from '@irreplaceable/contracts/constants';

type Template = Record<Language, string>;

/** User-facing text for each error code; `{name}` placeholders are filled from the error's params. */
export const ERROR_MESSAGES: Record<ErrorCode, Template> = {
  validation_error: {
    en: 'Please check the {field} field.',
    zh: '请检查“{field}”字段。',
  },
  invalid_input: { en: 'The request is not valid.', zh: '请求内容无效。' },
  control_characters: {
    en: 'The text contains a NUL character, which cannot be saved. Remove it and try again.',
    zh: '文本中含有无法保存的空字符（NUL），请删除后重试。',
  },
  unauthorized: { en: 'Please log in to continue.', zh: '请先登录。' },
  token_expired: {
    en: 'Account is expired, please login again.',
    zh: '登录已过期，请重新登录。',
  },
  invalid_refresh_token: {
    en: 'Account is expired, please login again.',
    zh: '登录已过期，请重新登录。',
  },
  forbidden: { en: 'You do not have permission to do this.', zh: '你没有执行此操作的权限。' },
  not_admin: { en: 'Unauthorized: User is not an admin', zh: '未授权：该用户不是管理员' },
  not_found: { en: 'Not found.', zh: '未找到该资源。' },
  conflict: { en: 'This conflicts with existing data.', zh: '与已有数据冲突。' },
  username_taken: {
    en: 'Someone already uses this name, or one that reads the same. Please choose another.',
    zh: '这个名字（或看起来一样的名字）已经有人用了，请换一个。',
  },
  username_reserved: {
    en: 'This name could be mistaken for the site or its staff. Please choose another.',
    zh: '这个名字容易被误认为本站或工作人员，请换一个。',
  },
  rate_limited: {
    en: 'Too many requests. Please try again later.',
    zh: '请求过于频繁，请稍后再试。',
  },
  otp_cooldown: {
    en: 'A code was just sent. Please wait {seconds} seconds before asking for another.',
    zh: '验证码刚刚已发送，请 {seconds} 秒后再试。',
  },
  otp_invalid: {
    en: 'That code is not correct. {remaining} attempts left.',
    zh: '验证码不正确，还可尝试 {remaining} 次。',
  },
  otp_expired: {
    en: 'This code has expired or was already used. Please request a new one.',
    zh: '验证码已过期或已被使用，请重新获取。',
  },
  otp_too_many_attempts: {
    en: 'Too many wrong codes. Please request a new one.',
    zh: '错误次数过多，请重新获取验证码。',
  },
  oauth_not_configured: {
    en: 'Sign-in with {provider} is not available on this server.',
    zh: '本站暂未开通 {provider} 登录。',
  },
  oauth_state_invalid: {
    en: 'This sign-in link has expired. Please try again.',
    zh: '登录链接已失效，请重新尝试。',
  },
  oauth_failed: { en: 'Failed to login with {provider}', zh: '{provider} 登录失败' },
  oauth_email_missing: {
    en: 'Your {provider} account did not share a verified e-mail address.',
    zh: '你的 {provider} 账号未提供已验证的邮箱地址。',
  },
  payload_too_large: { en: 'The upload is too large.', zh: '上传内容过大。' },
  empty_query: { en: 'Please enter a job title to search.', zh: '请输入要搜索的职位名称。' },
  too_vague: {
    en: 'That title is too general to analyse.',
    zh: '这个职位名称太笼统，无法分析。',
  },
  not_job_related: {
    en: 'That does not look like a job title.',
    zh: '这看起来不像一个职位名称。',
  },
  inappropriate_content: {
    en: 'We cannot search for that.',
    zh: '无法搜索该内容。',
  },
  too_many_searches: {
    en: 'Too many searches! Please try again tomorrow.',
    zh: '搜索次数太多了！请明天再试。',
  },
  task_not_found: {
    en: 'This search was not found. It may have expired.',
    zh: '未找到这次搜索，可能已经过期。',
  },
  comment_cooldown: {
    en: 'Too fast! AI needs time. Please wait a moment.',
    zh: '太快了！AI 也需要时间，请稍等片刻。',
  },
  comment_rejected: {
    en: 'Comment has bad content, so it is not allowed.',
    zh: '评论包含不当内容，无法发布。',
  },
  comment_self_mention: {
    en: 'You cannot mention yourself.',
    zh: '不能提及你自己。',
  },
  unsupported_media_type: {
    en: 'Please upload a JPEG, PNG, WebP, GIF or SVG image.',
    zh: '请上传 JPEG、PNG、WebP、GIF 或 SVG 图片。',
  },
  insufficient_credit: {
    en: 'Insufficient credit. Please purchase more credits to continue.',
    zh: '积分不足，请购买积分后继续。',
  },
  daily_gift_claimed: {
    en: 'Daily gift already claimed',
    zh: '今日礼物已领取',
  },
  assessment_in_progress: {
    en: 'An analysis is already in progress for this job.',
    zh: '这个职位已有一项正在进行的分析。',
  },
  assessment_wrong_phase: {
    en: 'This step is not open: the assessment is in phase {phase}.',
    zh: '这一步尚未开放：评估目前处于第 {phase} 阶段。',
  },
  assessment_expired: {
    en: 'Free mode analysis expired (24h limit)',
    zh: '免费模式的分析已过期（24 小时限制）',
  },
  assessment_closed: {
    en: 'This assessment has ended and can no longer change.',
    zh: '这项评估已经结束，无法再更改。',
  },
  assessment_start_failed: {
    en: 'Failed to start analysis. Please try again.',
    zh: '分析启动失败，请重试。',
  },
  cv_empty: {
    en: 'We found no text to read. Paste your CV, or upload the file that has it.',
    zh: '没有读到任何文字。请粘贴简历内容，或上传包含简历文字的文件。',
  },
  not_a_cv: {
    en: 'This does not look like a CV: we found no job titles, dates, education or skills to read. Please upload or paste your CV.',
    zh: '这看起来不像一份简历：我们没有读到职位、时间、教育或技能。请上传或粘贴你的简历。',
  },
  file_type_unsupported: {
    en: 'This file is {detected_en}, not a CV document. Please upload a PDF, a Word document (.docx or .doc), or a text or Markdown file.',
    zh: '这个文件是{detected_zh}，不是简历文档。请上传 PDF、Word 文档（.docx 或 .doc）或文本、Markdown 文件。',
  },
  pdf_no_text: {
    en: 'This PDF has no text layer (it looks like a scan or a photo), so there is nothing to read. Export the PDF from your editor, or paste the text instead.',
    zh: '这个 PDF 没有文字层（像是扫描件或照片），无法读取。请从编辑软件重新导出 PDF，或直接粘贴文字。',
  },
  file_encrypted: {
    en: 'This file is protected with a password, so we cannot open it. Save a copy without the password and upload that.',
    zh: '这个文件设置了密码，无法打开。请另存一份不带密码的副本再上传。',
  },
  file_corrupt: {
    en: 'This file is damaged or incomplete and cannot be read. Try saving it again, or paste the text instead.',
    zh: '这个文件已损坏或不完整，无法读取。请重新保存后再试，或直接粘贴文字。',
  },
  file_too_complex: {
    en: 'This file would take too much to open (it unpacks to far more than a CV could be). Please upload a simpler copy or paste the text.',
    zh: '这个文件打开所需的资源过多（解压后远大于任何一份简历）。请上传更简单的版本，或直接粘贴文字。',
  },
  free_analysis_used: {
    en: 'You have used today’s free analysis. Use one credit, or come back after {next} (UTC).',
    zh: '今天的免费分析已经用过了。可以使用 1 个积分，或在 {next}（UTC）之后再来。',
  },
  analysis_expired: {
    en: 'Free mode analysis expired (24h limit)',
    zh: '免费模式的分析已过期（24 小时限制）',
  },
  analysis_not_ready: {
    en: 'The analysis is not finished yet.',
    zh: '分析尚未完成。',
  },
  feedback_not_allowed: {
    en: 'Feedback can be given once the analysis is complete.',
    zh: '分析完成后才能提交反馈。',
  },
  feedback_exists: {
    en: 'You have already given feedback on this analysis.',
    zh: '你已经对这份分析提交过反馈了。',
  },
  cv_incomplete: {
    en: 'The CV is missing: {missing_en}. Please fill these in first.',
    zh: '简历还缺少：{missing_zh}。请先补充完整。',
  },
  cv_photo_unreadable: {
    en: 'The photo could not be read. Please choose the picture again.',
    zh: '无法读取这张照片，请重新选择图片。',
  },
  cv_too_long: {
    en: 'This CV runs to {pages_en} pages; an exported PDF may have at most {max}. Shorten {sections_en} and export again.',
    zh: '这份简历有{pages_zh}页，导出的 PDF 最多 {max} 页。请精简“{sections_zh}”后再导出。',
  },
  cv_too_complex: {
    en: 'This CV took too long to draw. Shorten its longest sections and export again.',
    zh: '这份简历排版耗时过长，请精简篇幅最长的部分后再导出。',
  },
  cv_unsupported_characters: {
    en: 'The PDF cannot draw these characters: {characters_en}. {why_en} Please remove or replace them, then export again.',
    zh: 'PDF 无法显示以下字符：{characters_zh}。{why_zh}请删除或替换这些字符后再导出。',
  },
  paid_credit_required: {
    en: 'Saving a CV on the server takes 1 purchased credit; free credits cannot pay for it. Your balance has {paid} purchased credits.',
    zh: '在服务器上保存简历需要 1 个付费积分，免费积分不能用于保存。你目前有 {paid} 个付费积分。',
  },
  cv_generation_limit: {
    en: 'You can tailor a CV 3 times in 24 hours. Your next one is available from {next} (UTC).',
    zh: '每 24 小时最多生成 3 次定制简历。下一次可在 {next}（UTC）之后使用。',
  },
  not_an_industry: {
    en: 'We could not find an industry called “{query}”. Try the name of a line of business, such as one of these.',
    zh: '没有找到名为“{query}”的行业。请换一个行业名称试试，例如下面这些。',
  },
  job_not_recognised: {
    en: 'We could not recognise “{query}” as a job. Write a job title such as “nurse” or “data analyst”, or leave it empty.',
    zh: '没能把“{query}”识别为一个职业。请写一个职位名称，例如“护士”或“数据分析师”，也可以不填。',
  },
  payments_unavailable: {
    en: 'Buying credits is not available on this site.',
    zh: '本站暂未开放购买积分。',
  },
  payment_provider_failed: {
    en: 'The payment service could not be reached. Nothing was charged; please try again.',
    zh: '暂时无法连接支付服务，没有产生任何扣款，请稍后再试。',
  },
  webhook_signature_invalid: {
    en: 'The webhook signature is missing, wrong, too old or dated in the future.',
    zh: 'Webhook 签名缺失、错误、已过期，或签名时间晚于当前时间。',
  },
  server_error: {
    en: 'Something went wrong on our side. Please try again.',
    zh: '服务器出了点问题，请稍后再试。',
  },
  service_unavailable: {
    en: 'The service is temporarily unavailable.',
    zh: '服务暂时不可用。',
  },
  server_busy: {
    en: 'The server is busy with other work right now. Please try again in {seconds} seconds; nothing was charged or kept.',
    zh: '服务器正在处理其他任务，请 {seconds} 秒后再试；本次没有扣费，也没有保存任何内容。',
  },
  work_busy_user: {
    en: 'You already have {count} files or analyses in progress. Please wait for them to finish, then try again.',
    zh: '你已有 {count} 个文件或分析正在读取或生成，请等它们完成后再试。',
  },
};

/** Names of request fields and validation reasons, so 422 answers read naturally in both languages. */
export const FIELD_NAMES: Record<string, Template> = {
  email: { en: 'e-mail', zh: '邮箱' },
  otp: { en: 'code', zh: '验证码' },
  username: { en: 'username', zh: '用户名' },
  job_title: { en: 'job title', zh: '职位' },
  language: { en: 'language', zh: '语言' },
  refresh_token: { en: 'refresh token', zh: '刷新令牌' },
  redirect_uri: { en: 'redirect address', zh: '回调地址' },
  comment_text: { en: 'comment', zh: '评论' },
  assessment_type: { en: 'mode', zh: '模式' },
  selected_llm_model: { en: 'analyst', zh: '分析师' },
  question_id: { en: 'question', zh: '题目' },
  selected_option: { en: 'answer', zh: '答案' },
  question1_answer: { en: 'answer to question 1', zh: '第 1 题的回答' },
  question2_answer: { en: 'answer to question 2', zh: '第 2 题的回答' },
  question_1_answer: { en: 'answer to question 1', zh: '第 1 题的回答' },
  question_2_answer: { en: 'answer to question 2', zh: '第 2 题的回答' },
  question_3_answer: { en: 'answer to question 3', zh: '第 3 题的回答' },
  challenge_number: { en: 'challenge', zh: '挑战' },
  user_reflection: { en: 'choice', zh: '选项' },
  additional_thoughts: { en: 'follow-up thoughts', zh: '补充想法' },
  news_id: { en: 'article', zh: '文章' },
  title_en: { en: 'English title', zh: '英文标题' },
  title_zh: { en: 'Chinese title', zh: '中文标题' },
  summary_en: { en: 'English summary', zh: '英文摘要' },
  summary_zh: { en: 'Chinese summary', zh: '中文摘要' },
  content_en: { en: 'English content', zh: '英文正文' },
  content_zh: { en: 'Chinese content', zh: '中文正文' },
  category: { en: 'category', zh: '分类' },
  tags: { en: 'tags', zh: '标签' },
  images: { en: 'images', zh: '图片' },
  cv_text: { en: 'CV text', zh: '简历内容' },
  mode: { en: 'mode', zh: '模式' },
  file: { en: 'file', zh: '文件' },
  rating: { en: 'rating', zh: '评分' },
  comment: { en: 'comment', zh: '评论' },
  subject: { en: 'subject', zh: '对象' },
  subject_id: { en: 'analysis', zh: '分析' },
  label: { en: 'title', zh: '职位头衔' },
  name: { en: 'name', zh: '名称' },
  phone: { en: 'phone', zh: '电话' },
  image: { en: 'photo', zh: '照片' },
  position: { en: 'position', zh: '职位' },
  institution: { en: 'school', zh: '学校' },
  studyType: { en: 'degree', zh: '学历' },
  area: { en: 'major', zh: '专业' },
  startDate: { en: 'start date', zh: '开始时间' },
  endDate: { en: 'end date', zh: '结束时间' },
  highlights: { en: 'highlights', zh: '要点' },
  courses: { en: 'courses', zh: '课程' },
  mbti: { en: 'MBTI', zh: 'MBTI' },
  user_type: { en: 'user type', zh: '用户类型' },
  template: { en: 'template', zh: '模板' },
  paper: { en: 'paper size', zh: '纸张' },
  request_id: { en: 'request ID', zh: '请求编号' },
  job_id: { en: 'job', zh: '职位' },
};

export const VALIDATION_REASONS: Record<string, Template> = {
  invalid_email: { en: 'Please enter a valid email', zh: '请输入有效的邮箱地址' },
  otp_format: { en: 'OTP must be 6 digits', zh: '验证码必须是 6 位数字' },
  username_too_short: {
    en: 'The username is too short.',
    zh: '用户名太短了。',
  },
  username_too_long: { en: 'The username is too long.', zh: '用户名太长了。' },
  username_characters: {
    en: 'A username uses letters and digits of one alphabet, with single spaces, dots, underscores or hyphens between words.',
    zh: '用户名只能用同一种文字的字母和数字，词与词之间可用单个空格、点、下划线或连字符。',
  },
  job_title_too_long: { en: 'The job title is too long.', zh: '职位名称太长了。' },
  comment_empty: { en: 'Please write a comment first.', zh: '请先写下评论内容。' },
  comment_too_long: { en: 'The comment is too long.', zh: '评论太长了。' },
  title_required: {
    en: 'Please give the article a title in at least one language.',
    zh: '请至少用一种语言填写文章标题。',
  },
  one_cover: { en: 'Only one image can be the cover.', zh: '只能有一张封面图。' },
  date: {
    en: 'Dates are written as a year and month, such as 2021-03.',
    zh: '日期请写成年月，例如 2021-03。',
  },
  mbti: { en: 'MBTI is four letters, such as INTJ.', zh: 'MBTI 是四个字母，例如 INTJ。' },
  photo_type: { en: 'The photo must be a JPEG picture.', zh: '照片必须是 JPEG 图片。' },
  photo_size: { en: 'The photo is too large (at most 1 MB).', zh: '照片太大了（最大 1 MB）。' },
};

export function fillTemplate(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in params ? String(params[key]) : match,
  );
}
