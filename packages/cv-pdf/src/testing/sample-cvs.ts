import type { TCvDocumentInput } from '@irreplaceable/contracts/cv/cv-document';

/** A Chinese CV long enough for two pages, with the mixed Chinese and Latin a real one has. */
export const SAMPLE_CV_ZH: TCvDocumentInput = {
  basics: {
    name: '林思喆',
    label: '高级产品经理',
    email: 'lin.sizhe@example.com',
    phone: '+86 138 0013 8000',
    summary:
      '八年互联网产品经验，专注 B 端 SaaS 与 AI 应用落地。主导过从 0 到 1 的智能客服平台，服务 300 多家企业客户；擅长把模糊的业务问题拆成可验证的假设，用数据驱动迭代。熟悉 Python、SQL 与大模型应用开发流程，能与算法、工程团队高效协作。',
    location: { city: '上海' },
  },
  work: [
    {
      name: '星河云科技有限公司',
      position: '高级产品经理',
      location: '上海',
      startDate: '2021-03',
      summary: '负责智能客服产品线（年收入 1.2 亿元），带领 6 人产品团队，向副总裁汇报。',
      highlights: [
        '主导“智能客服 2.0”改版：引入大模型意图识别，自助解决率从 41% 提升到 68%，人工坐席成本下降 27%。',
        '建立产品指标体系（北极星指标、漏斗与留存看板），每周用 SQL 和 Python 复盘，推动 12 项关键改进上线。',
        '设计面向企业客户的权限与计费模型，支持按坐席与按调用量两种计费方式，续约率提高 15 个百分点。',
        '与算法团队共同制定模型评估标准（准确率、召回率、人工复核率），把上线前评估周期从 3 周缩短到 5 天。',
      ],
    },
    {
      name: '蓝鲸电商（杭州）有限公司',
      position: '产品经理',
      location: '杭州',
      startDate: '2018-07',
      endDate: '2021-02',
      highlights: [
        '负责商家后台的订单与售后模块，服务 4 万多家商家；上线“一键退款”流程，平均处理时长缩短 62%。',
        '推动 A/B 测试平台落地，完成 40 余次实验，沉淀《实验设计规范》供全公司使用。',
        '协调设计、研发、运营三方，按双周迭代交付，版本按时交付率保持在 95% 以上。',
      ],
    },
    {
      name: '码上教育',
      position: '产品助理',
      location: '北京',
      startDate: '2016-07',
      endDate: '2018-06',
      highlights: [
        '参与在线题库产品的需求调研与原型设计，完成 60 多场用户访谈（教师、学生、家长）。',
        '撰写 PRD 与验收用例，跟进测试与上线；整理竞品分析报告 20 余份。',
      ],
    },
  ],
  education: [
    {
      institution: '复旦大学',
      studyType: '硕士',
      area: '计算机科学与技术',
      startDate: '2014-09',
      endDate: '2016-06',
      courses: ['机器学习', '数据库系统', '人机交互', '统计学习方法'],
    },
    {
      institution: '华东师范大学',
      studyType: '学士',
      area: '信息管理与信息系统',
      startDate: '2010-09',
      endDate: '2014-06',
    },
  ],
  skills: [
    { name: '产品规划与路线图', level: '精通' },
    { name: '数据分析（SQL、Python）', level: '熟练' },
    { name: '大模型应用设计（RAG、提示工程）', level: '熟练' },
    { name: 'Axure、Figma 原型设计', level: '熟练' },
    { name: '项目管理（Scrum）', level: '熟练' },
  ],
  languages: [
    { language: '中文', fluency: '母语' },
    { language: '英语', fluency: '流利（雅思 7.5）' },
    { language: '日语', fluency: '基础（N3）' },
  ],
  projects: [
    {
      name: '企业知识库问答（RAG）平台',
      startDate: '2023-05',
      endDate: '2024-01',
      description:
        '面向企业客户的知识库问答产品：文档解析、向量检索与答案溯源。负责需求定义、评估体系与商业化方案。',
      highlights: [
        '首批 35 家客户上线，答案引用准确率 92%，平均响应时间 1.8 秒。',
        '设计“答案可追溯”交互，客户投诉率下降 40%。',
      ],
    },
    {
      name: '客服质检自动化',
      startDate: '2022-02',
      endDate: '2022-09',
      description: '用语音转写与规则引擎替代人工抽检，质检覆盖率从 5% 提升到 100%。',
    },
  ],
  meta: {
    irreplaceable: {
      user_type: 'experienced',
      country: '中国',
      zodiac: '天秤座',
      mbti: 'ENTJ',
      goals: '三年内成为 AI 产品方向的产品总监，带领团队把大模型能力做成客户愿意付费的产品。',
      achievements: [
        '2023 年度公司“最佳产品奖”（全公司 1,200 人中评选 3 人）。',
        '在 2022 年 QCon 全球软件开发大会分享《智能客服中的人机协同》。',
        '国家注册 PMP（项目管理专业人士）认证，证书编号 PMP-2020-118203。',
      ],
      language: 'zh',
    },
  },
};

/** An English CV of a nurse, one page, with a short career and a language section. */
export const SAMPLE_CV_EN: TCvDocumentInput = {
  basics: {
    name: 'Amelia Hart',
    label: 'Registered Nurse, Intensive Care',
    email: 'amelia.hart@example.com',
    phone: '+44 7700 900123',
    summary:
      'Intensive care nurse with six years on adult ICU wards, calm under pressure and trusted to precept new starters. Looking to move into a clinical education role.',
    location: { city: 'Leeds' },
  },
  work: [
    {
      name: 'Leeds General Infirmary',
      position: 'Senior Staff Nurse, Adult ICU',
      startDate: '2021-09',
      highlights: [
        'Care for two ventilated patients a shift in a 22-bed unit; lead the shift when the charge nurse is away.',
        'Precepted 14 newly qualified nurses through their first six months; all 14 passed their competencies.',
        'Introduced a delirium screening checklist, raising screening from 58% to 91% of patients.',
      ],
    },
    {
      name: "St James's University Hospital",
      position: 'Staff Nurse, Acute Medicine',
      startDate: '2019-08',
      endDate: '2021-08',
      highlights: [
        'Managed a bay of six acute medical patients, including early warning score escalation.',
      ],
    },
  ],
  education: [
    {
      institution: 'University of Leeds',
      studyType: 'BSc (Hons)',
      area: 'Adult Nursing',
      startDate: '2016-09',
      endDate: '2019-07',
      courses: ['Pharmacology', 'Critical care', 'Evidence-based practice'],
    },
  ],
  skills: [
    { name: 'Mechanical ventilation', level: 'Advanced' },
    { name: 'Haemofiltration (CRRT)', level: 'Advanced' },
    { name: 'Clinical teaching', level: 'Intermediate' },
  ],
  languages: [
    { language: 'English', fluency: 'Native' },
    { language: 'Mandarin Chinese', fluency: 'Conversational (HSK 4)' },
  ],
  meta: {
    irreplaceable: {
      user_type: 'career_changer',
      country: 'United Kingdom',
      mbti: 'ISFJ',
      goals: 'Become a clinical nurse educator within two years.',
      achievements: ['Trust Nurse of the Year nominee, 2023.'],
      language: 'en',
    },
  },
};

/** A 96 × 120 JPEG portrait placeholder drawn by us: a head and shoulders on pale blue. */
export const SAMPLE_PHOTO_JPEG =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAB4AGADASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD6AooorpOcKKKKACiiigAooooAKKKKACiiigAooooAKKKKACsnVvEekaSxS/v4Y5AQpjB3uCRkZVckDHfHp61wnxI8ZXEd5JpOkStCIiPPuI3wxbrtUjoB375BHABz5nWsaV9WQ522PoLTfFeh6lL5dpqUJkyqhJMxliegUMBuP0zW3XzFXceAPGVxpt5FYalK02nylY1aR+bc8AEE9E6ZHbqO4LlStqhKfc9looorE0CiiigAooooAKzvEWojSNDvb4lQ0MZKbgSC54UEDnBYgVo1zXxHjeXwVqSxIzsAjEKMnAkUk/QAE/hTjqxPY8HooorsMAooooA94+HeojUvCVkcr5luPszhQQAU4HXqdu08ev4V0tcN8H43TwtMzoyrJdOyEjAYbUGR6jII/A13Nck1Zs3jsFFFFSMKKKKACorq3iu7Wa3uF3wzIY3XJGVIwRke1S0UAfN2sadcaRqU9jeBRPCcNtOQQRkEH0IINU6978YeFLTxJAhdvs95Hwlwq7jtzypGRkde/B/EHynVvBGvaaxzZNcx5CiS1/eAkjP3R8wHbJA/lXTGaZi4tHNVLa28t3dQ29uu+aZxGi5AyxOAMn3rb03wdr2oS7I9OmhUFQz3C+UFB7/NyQO+Aa9O8FeCrfw+32q5kW51AjAcLhYgRyF9T1+bjjsOcuU0gUWze8O6cNI0OysQFDQxgPtJILnliCecFiTWjRRXLubBRRRQAUUUUAFFY3ijxBaeHdPNxdHfK2RDCDhpG/oB3Pb6kA+LeJ/El94gvHkuZGS2zmO2VjsQDOOO7cn5vfsOKuMHImUrHsV54y8P2cojl1SFmI3ZiDSjH1UEZ46VB/wnnhv/AKCX/kCX/wCJrwmitfZIjnZ7t/wnnhv/AKCX/kCX/wCJqW28beHbmdYo9TjDNnBkR416Z5ZgAPzrwSij2SDnZ9NxSJNEkkTq8bgMrqchgehB7inV856HrV9ol4txp87IcgvGSdkgGeGHccn6Z4wa9q8H+K7TxJA4Rfs95Hy9uzbjtzwwOBkdO3B/AnOVNxLjK50VFFFZlBRRXP8Aj+6ez8HapJEFLNGIju6Ydgh/HDGmld2B6Hjvi3X7jxBqsk8rt9mQlbeIjARM8cZPzHjJ/oBWJRRXWlbQ59wooopgFFFFABV7RNWu9F1CO8sJNkq8EHlXXurDuD/9ccgVRopAfS1hdJfWNtdxBhHPGsqhuoDAEZ9+anri/hLdPceEhG4ULbTvEmOpBw/Pvlz+ldpXJJWdjdO6CuY+Jn/Ikal/2z/9GpXT1zvxDt5bnwZqaQruYIshGQPlV1Zjz6AE047oHseCUUUV1mAUUUUAFFFFABRRRQB7F8HP+RYuv+vxv/QEru64n4RW8sPhR3kXCz3LyRnIO5cKufzUj8K7auSfxM3jsFNljSaJ45UV43BVkYZDA9QR3FFFSM+dfEGk3GiarPZXKtlCdjlcCRM8MOvB+vHI6is6iiuuLurmDVmFFFFUIKKKKACp7CzuL+8itbOJpriU7URepP8AQe/aiik9ECPorRrBNL0q0sYtpWCNULKu0MQOWx6k5P41coorjOg//9k=';
