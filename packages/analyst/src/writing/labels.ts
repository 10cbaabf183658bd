import type { ActivityFamily } from '../analysis/activity-ranking';

const EDUCATION_EN: Record<string, string> = {
  'No formal educational credential': 'no formal educational credential',
  'High school diploma or equivalent': 'a high-school diploma or equivalent',
  'Some college, no degree': 'some college but no degree',
  'Postsecondary nondegree award': 'a postsecondary certificate (no degree)',
  "Associate's degree": "an associate's degree",
  "Bachelor's degree": "a bachelor's degree",
  "Master's degree": "a master's degree",
  'Doctoral or professional degree': 'a doctoral or professional degree',
};

/** BLS "typical education needed for entry", as a phrase inside an English sentence. */
export function educationEn(education: string): string {
  return EDUCATION_EN[education] ?? education.toLowerCase();
}

const EDUCATION_ZH: Record<string, string> = {
  'No formal educational credential': '无正式学历要求',
  'High school diploma or equivalent': '高中或同等学历',
  'Some college, no degree': '读过大学但未取得学位',
  'Postsecondary nondegree award': '中学后职业证书（非学位）',
  "Associate's degree": '副学士学位（约相当于大专）',
  "Bachelor's degree": '学士学位（本科）',
  "Master's degree": '硕士学位',
  'Doctoral or professional degree': '博士或职业博士学位（如医学、法律）',
};

export function educationZh(education: string): string {
  return EDUCATION_ZH[education] ?? education;
}

/** O*NET job zones: how much preparation a job needs, in our words. */
export const JOB_ZONE = {
  en: {
    1: 'little or no preparation',
    2: 'some preparation',
    3: 'a medium amount of preparation',
    4: 'considerable preparation',
    5: 'extensive preparation',
  },
  zh: {
    1: '几乎不需要前期准备',
    2: '需要一定的前期准备',
    3: '需要中等程度的准备',
    4: '需要相当多的准备',
    5: '需要长期、深入的准备',
  },
} as const;

export function jobZoneText(lang: 'en' | 'zh', zone: number): string {
  const table = JOB_ZONE[lang] as Record<number, string>;
  return table[zone] ?? table[3]!;
}

export const FAMILY: Record<ActivityFamily, { en: string; zh: string }> = {
  information: {
    en: 'taking in information (watching, reading and inspecting)',
    zh: '获取信息——观察、查阅与检查',
  },
  thinking: {
    en: 'thinking work (analysing, planning and deciding)',
    zh: '思考类工作——分析、规划与决策',
  },
  'hands-on': {
    en: 'hands-on work with tools, materials and machines',
    zh: '动手操作——与工具、材料和设备打交道',
  },
  people: {
    en: 'work with other people (communicating, coordinating and advising)',
    zh: '与人打交道——沟通、协调与指导',
  },
};

/** The families as a short noun for running English text. */
export const FAMILY_SHORT_EN: Record<ActivityFamily, string> = {
  information: 'information-gathering work',
  thinking: 'thinking work',
  'hands-on': 'hands-on work',
  people: 'work with people',
};

/** The families as a short noun for running Chinese text (“AI 在动手操作上能做的事”). */
export const FAMILY_SHORT_ZH: Record<ActivityFamily, string> = {
  information: '获取信息类工作',
  thinking: '思考类工作',
  'hands-on': '动手操作类工作',
  people: '与人打交道的工作',
};

/** Short names of the studies for running text (the long names are in scoring/studies.ts). */
export const STUDY_SHORT = {
  gpts_gpt4_beta: { en: 'GPT-4’s task ratings', zh: 'GPT-4 的任务评分' },
  gpts_human_beta: { en: 'human annotators’ task ratings', zh: '人工标注员的任务评分' },
  microsoft_applicability: { en: 'Microsoft’s Copilot data', zh: '微软的 Copilot 使用数据' },
  lm_aioe: { en: 'Felten’s language-model exposure', zh: 'Felten 的语言模型暴露度' },
  frey_osborne: { en: 'Frey and Osborne', zh: 'Frey 与 Osborne 的研究' },
  aioe: { en: 'Felten’s AI exposure', zh: 'Felten 的 AI 暴露度' },
  anthropic_usage: { en: 'Anthropic’s Claude usage data', zh: 'Anthropic 的 Claude 使用数据' },
} as const;
