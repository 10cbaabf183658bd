import type { Language } from '@irreplaceable/contracts/constants';
import type { IndustryBase } from '@irreplaceable/analyst/industry/industry-base';
import { industryName } from '@irreplaceable/analyst/industry/present-industry';
import { suggestIndustries } from '@irreplaceable/analyst/industry/suggest-industries';
import type { KnowledgeBase } from '@irreplaceable/analyst/knowledge/load-knowledge';
import { AppError } from '../../platform/errors/app-error';

const JOB_HINT = {
  en: (job: string) =>
    `“${job}” is a job rather than an industry. These industries employ the most people in it:`,
  zh: (job: string) => `“${job}”是职业而不是行业。雇用这个职业最多的行业是：`,
} as const;

/**
 * The answer to a query that names no industry: the nearest industries as examples, or, when the
 * query is a job, the industries that employ most of that job.
 */
export function notAnIndustry(
  query: string,
  near: readonly string[],
  language: Language,
  knowledge: KnowledgeBase,
  base: IndustryBase,
): AppError {
  const { codes, job } = suggestIndustries(query, near, language, knowledge, base);
  return new AppError(
    'not_an_industry',
    { query: query.slice(0, 60) },
    {
      examples: [...new Set(codes.map((code) => industryName(base, code, language)))],
      ...(job ? { suggestion: JOB_HINT[language](job) } : {}),
    },
  );
}
