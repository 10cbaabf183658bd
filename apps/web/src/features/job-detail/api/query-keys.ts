import type { Language } from '@irreplaceable/contracts/constants';

/** A job page is written in one language, so its data is keyed by id and language. */
export const jobDetailKeys = {
  all: ['job-detail'] as const,
  job: (id: number, language: Language) => [...jobDetailKeys.all, 'job', id, language] as const,
  reviews: (id: number, language: Language) =>
    [...jobDetailKeys.all, 'reviews', id, language] as const,
};

/**
 * localStorage names of the persisted copies (spec 001 section 7: the job and its reviews are
 * cached for 1 h), also keyed by id and language. The `v2` copies carry the page's basis and
 * the analysts' stances; older copies are pruned by the same prefixes.
 */
export const jobDetailStorageKeys = {
  job: (id: number, language: Language) => `jobCache:v2:${id}:${language}`,
  reviews: (id: number, language: Language) => `jobReviewsCache:v2:${id}:${language}`,
  prefixes: ['jobCache:', 'jobReviewsCache:'],
};
