import type { TClassifyErrorType } from '@irreplaceable/contracts/analysis/classification';
import type { Language } from '@irreplaceable/contracts/constants';

/** What we tell the searcher for each error type, in the query's language. Our own wording. */
const SUGGESTIONS: Record<TClassifyErrorType, Record<Language, string>> = {
  empty_query: {
    en: 'Type a job title to see how exposed it is to AI, for example "Software Engineer" or "Registered Nurse".',
    zh: '请输入一个职位名称，看看它受 AI 影响有多大，例如“软件工程师”或“护士”。',
  },
  too_vague: {
    en: 'That title covers many different jobs. Say which one you mean, for example:',
    zh: '这个称呼涵盖了很多不同的职业，请具体一些，例如：',
  },
  not_job_related: {
    en: 'That does not look like a job title. Try the name of a job, such as "Accountant" or "Graphic Designer".',
    zh: '这看起来不像职位名称。请输入一个职业，例如“会计”或“平面设计师”。',
  },
  inappropriate_content: {
    en: 'We cannot search for that. Please enter a job title.',
    zh: '无法搜索该内容，请输入一个职位名称。',
  },
};

export function suggestionFor(type: TClassifyErrorType, language: Language): string {
  return SUGGESTIONS[type][language];
}
