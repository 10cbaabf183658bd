import type { Language } from '@irreplaceable/contracts/constants';
import type { KnowledgeBase } from '../knowledge/load-knowledge';
import { classifyQuery } from '../matching/classify-query';
import type { IndustryBase } from './industry-base';

export interface IndustrySuggestions {
  codes: string[];
  /** The job the query names, in the reader's language, when it is a job rather than an industry. */
  job: string | null;
}

/** The sectors employing the most people in an occupation (OEWS May 2024), largest first. */
export function sectorsEmploying(soc: string, base: IndustryBase, limit = 3): string[] {
  return base.file.sectors
    .map((sector) => ({
      code: sector.naics,
      employment: sector.occupations.find((line) => line.soc === soc)?.employment ?? 0,
    }))
    .filter((entry) => entry.employment > 0)
    .sort((a, b) => b.employment - a.employment)
    .slice(0, limit)
    .map((entry) => entry.code);
}

/**
 * What to offer when a query names no industry: when it names a job ("nurse", "会计"), the
 * industries that employ most of that job; otherwise the nearest names the search found.
 */
export function suggestIndustries(
  query: string,
  near: readonly string[],
  language: Language,
  knowledge: KnowledgeBase,
  base: IndustryBase,
): IndustrySuggestions {
  const result = classifyQuery(query, language, knowledge);
  const occupation = result.kind === 'job' ? result.occupations[0] : undefined;
  const soc = occupation ? knowledge.byCode.get(occupation.code)?.soc : undefined;
  const codes = soc ? sectorsEmploying(soc, base) : [];
  if (result.kind === 'job' && codes.length > 0) {
    const job = language === 'zh' ? result.canonical_title_zh : result.canonical_title;
    return { codes, job };
  }
  return { codes: [...near], job: null };
}
