import type { ActivityKind } from './plan/activity-kinds';

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
  'No formal educational credential': '不限学历',
  'High school diploma or equivalent': '高中学历',
  'Some college, no degree': '上过大学、未拿学位',
  'Postsecondary nondegree award': '职业培训证书（不授学位）',
  "Associate's degree": '副学士学位（相当于大专）',
  "Bachelor's degree": '本科学历',
  "Master's degree": '硕士学位',
  'Doctoral or professional degree': '博士或职业博士学位',
};

export function educationZh(education: string): string {
  return EDUCATION_ZH[education] ?? education;
}

/**
 * The entry requirement as a verb phrase: “要求本科学历”, or “不看学历” where BLS lists none,
 * since “要求不限学历” is not something a Chinese writer says.
 */
export function requiresZh(education: string): string {
  return education === 'No formal educational credential'
    ? '不看学历'
    : `要求${educationZh(education)}`;
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

/** The kinds of work (writing/plan/activity-kinds.ts), as a phrase naming the kind with examples. */
export const KIND: Record<ActivityKind, { en: string; zh: string }> = {
  information: {
    en: 'taking in information (watching, reading and inspecting)',
    zh: '获取信息，即观察、查阅和检查',
  },
  thinking: {
    en: 'thinking work (analysing, planning and deciding)',
    zh: '分析、规划和决策这类脑力工作',
  },
  physical: {
    en: 'physical work with tools, materials, vehicles and machines',
    zh: '体力和操作类工作，要上手摆弄工具、材料、车辆或设备',
  },
  'desk-output': {
    en: 'desk output (programming, drafting and keeping records)',
    zh: '案头产出，比如编程、制图和做记录',
  },
  people: {
    en: 'work with other people (communicating, coordinating and advising)',
    zh: '与人打交道，即沟通、协调和指导',
  },
};

/** The kinds as a short noun for running English text. */
export const KIND_SHORT_EN: Record<ActivityKind, string> = {
  information: 'information-gathering work',
  thinking: 'thinking work',
  physical: 'physical work',
  'desk-output': 'desk work',
  people: 'work with people',
};

/** The kinds as a short noun for running Chinese text (“AI 在体力活上能做的事”). */
export const KIND_SHORT_ZH: Record<ActivityKind, string> = {
  information: '收集信息的工作',
  thinking: '脑力工作',
  physical: '体力和操作类工作',
  'desk-output': '案头工作',
  people: '与人打交道的工作',
};

/** The kinds as what a job is mostly made of (“对以脑力劳动为主的职业来说”). */
export const KIND_MAIN_ZH: Record<ActivityKind, string> = {
  information: '收集信息',
  thinking: '脑力劳动',
  physical: '体力和操作',
  'desk-output': '案头工作',
  people: '与人打交道',
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
  ilo_genai: { en: 'ILO generative-AI exposure', zh: '国际劳工组织的生成式 AI 暴露度' },
  anthropic_observed_2026: { en: 'Anthropic’s observed use', zh: 'Anthropic 的实际使用数据' },
} as const;

/** "mostly physical work" / "a mix led by work with people": only "mostly" for a majority. */
export function workMixEn(work: { main: ActivityKind; mostly: boolean }): string {
  return work.mostly
    ? `mostly ${KIND_SHORT_EN[work.main]}`
    : `a mix led by ${KIND_SHORT_EN[work.main]}`;
}

/** “以体力和操作类工作为主” / “各类工作都有，占比最大的是与人打交道的工作”。 */
export function workMixZh(work: { main: ActivityKind; mostly: boolean }): string {
  return work.mostly
    ? `以${KIND_SHORT_ZH[work.main]}为主`
    : `各类活动都有，占比最大的是${KIND_SHORT_ZH[work.main]}`;
}
