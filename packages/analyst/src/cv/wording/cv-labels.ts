import type { Language } from '@irreplaceable/contracts/constants';
import type { EducationLevel } from '../read-education';
import type { LanguageLevel } from '../read-languages';

/** Our names for what the CV reading finds, in both languages. */
export const EDUCATION_LEVEL_LABEL: Record<EducationLevel, Record<Language, string>> = {
  secondary: { en: 'High school', zh: '高中' },
  vocational: { en: 'Vocational or trade training', zh: '中专／职业技术培训' },
  associate: { en: "Associate's degree", zh: '大专' },
  bachelor: { en: "Bachelor's degree", zh: '本科' },
  master: { en: "Master's degree", zh: '硕士' },
  doctorate: { en: 'Doctorate', zh: '博士' },
};

export const LANGUAGE_LEVEL_LABEL: Record<LanguageLevel, Record<Language, string>> = {
  native: { en: 'Native', zh: '母语' },
  fluent: { en: 'Fluent', zh: '流利' },
  professional: { en: 'Professional', zh: '熟练' },
  conversational: { en: 'Conversational', zh: '日常交流' },
  basic: { en: 'Basic', zh: '基础' },
};

/** What an occupation's side of a piece of evidence is, before its name. */
export const EVIDENCE_PREFIX = {
  title: { en: 'Your title matches', zh: '你的职位对应' },
  licence: { en: 'Your licence or qualification is for', zh: '你的执业资格或证书对应' },
  related: { en: 'Next to your', zh: '相近职业：' },
  technology: { en: 'Software it uses:', zh: '该职业使用的软件：' },
  skill: { en: 'Skill it needs:', zh: '该职业需要的技能：' },
  knowledge: { en: 'Knowledge it needs:', zh: '该职业需要的知识：' },
  activity: { en: 'Task it involves:', zh: '该职业的工作内容：' },
  education: { en: 'Your studies cover:', zh: '你的专业涵盖：' },
} as const;

export const NO_RATE_NOTE = {
  en: 'None of the exposure studies covers this occupation, so it has no AI replacement rate.',
  zh: '目前没有任何一项 AI 暴露度研究覆盖这个职业，因此没有 AI 替代率。',
} as const;
