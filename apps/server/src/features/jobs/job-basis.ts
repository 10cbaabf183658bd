import type { Language } from '@irreplaceable/contracts/constants';
import type { TJobBasis, TMatchMethod } from '@irreplaceable/contracts/jobs/job';
import { classifyQuery } from '@irreplaceable/analyst/matching/classify-query';
import type { JobRow } from './repository';
import { jobTitle } from './presenters';

/** The matcher's own names for how a title reached its occupations, in the contract's words. */
const METHODS: Record<string, TMatchMethod> = {
  'exact-title': 'official-title',
  'alternate-title': 'alternate-title',
  editorial: 'editorial',
  'spelling-corrected': 'spelling-corrected',
  fuzzy: 'similarity',
  'zh-fuzzy': 'similarity',
  'zh-title': 'chinese-name',
  'zh-alias': 'chinese-alias',
};

const nameKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replace(/s$/, '');

/**
 * How the page's title is tied to its occupation. The matcher is deterministic, so reading the
 * stored title again gives the reading the page was made from; should the data have moved the
 * title elsewhere since, the page still stands on its stored occupation and says it was matched
 * by similarity, with the stored score.
 */
export function matchOf(job: Pick<JobRow, 'title' | 'primaryCode' | 'occupations'>) {
  const stored = job.occupations.find((item) => item.code === job.primaryCode)?.score ?? 1;
  const result = classifyQuery(job.title, 'en');
  if (result.kind !== 'job' || result.occupations[0]?.code !== job.primaryCode) {
    return { method: 'similarity' as const, score: Math.min(stored, 1) };
  }
  return {
    method: METHODS[result.matched_by] ?? 'similarity',
    score: Math.min(result.occupations[0].score, 1),
  };
}

export function toBasis(
  job: JobRow,
  language: Language,
  sharedWith: { id: number; title: string; titleZh: string }[],
): TJobBasis {
  const { occupation } = job.analysis.evidence;
  const occupationTitle =
    language === 'zh' ? occupation.title_zh || occupation.title : occupation.title;
  const match = matchOf(job);
  return {
    occupation: { code: occupation.code, title: occupationTitle },
    is_occupation_title:
      match.method === 'official-title' ||
      nameKey(jobTitle(job, language)) === nameKey(occupationTitle),
    match,
    shared_with: sharedWith.map((other) => ({ id: other.id, title: jobTitle(other, language) })),
  };
}
