/**
 * Our bilingual list of words a comment may not contain: insults and profanity, sexual spam,
 * scams, gambling and drug selling, and contact bait that moves readers off the site. English
 * entries match whole words (and their obvious endings) after folding look-alike characters, so
 * "assessment" or "Scunthorpe" pass; Chinese entries match anywhere in the text.
 *
 * Kept deliberately short and plain: it is a first filter against abuse and spam, not a judge of
 * opinions. Criticism of AI, of employers or of us is welcome.
 */
export const BLOCKED_ENGLISH_WORDS = [
  // Profanity and insults aimed at people.
  'fuck',
  'fucker',
  'fucking',
  'motherfucker',
  'shit',
  'bullshit',
  'bitch',
  'bastard',
  'asshole',
  'dickhead',
  'cunt',
  'wanker',
  'retard',
  'retarded',
  'slut',
  'whore',
  'kill yourself',
  'kys',
  // Sexual spam.
  'porn',
  'porno',
  'nude pics',
  'onlyfans',
  'escort service',
  'hookup',
  'sex chat',
  // Scams, gambling, drugs.
  'viagra',
  'cialis',
  'online casino',
  'online betting',
  'sports betting',
  'free money',
  'crypto giveaway',
  'double your bitcoin',
  'guaranteed profit',
  'work from home and earn',
  'make money fast',
  'buy followers',
  'cheap pills',
  'weed for sale',
  'buy cocaine',
  // Contact bait.
  'dm me on telegram',
  'add me on whatsapp',
  'whatsapp me',
] as const;

export const BLOCKED_CHINESE_WORDS = [
  // 辱骂与脏话
  '傻逼',
  '傻b',
  '煞笔',
  '沙比',
  '他妈的',
  '操你',
  '草你妈',
  '尼玛的',
  '你妈死',
  '去死吧',
  '贱人',
  '婊子',
  '脑残',
  '智障',
  '狗娘养',
  '王八蛋',
  '滚你',
  // 色情
  '色情',
  '黄色网站',
  '约炮',
  '裸聊',
  '援交',
  '成人视频',
  '一夜情',
  // 诈骗、赌博、毒品
  '博彩网站',
  '网赌',
  '六合彩',
  '时时彩',
  '百家乐',
  '刷单',
  '代开发票',
  '办证',
  '贷款秒批',
  '稳赚不赔',
  '日赚',
  '躺赚',
  '冰毒',
  '大麻出售',
  '迷药',
  // 引流
  '加微信',
  '加v',
  '加vx',
  '加qq',
  '私聊我',
  '扫码进群',
] as const;

/** Shorteners hide where a link goes, so a comment may not use them. */
export const LINK_SHORTENERS = [
  'bit.ly',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'is.gd',
  'ow.ly',
  'buff.ly',
  'cutt.ly',
  'rebrand.ly',
  't.cn',
  'url.cn',
  'dwz.cn',
  'suo.im',
] as const;
