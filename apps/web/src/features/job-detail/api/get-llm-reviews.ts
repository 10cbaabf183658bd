import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLlmReviewsResponse } from '@irreplaceable/contracts/jobs/job';
import { JOBS, type Language } from '@irreplaceable/contracts/constants';
import { api } from '../../../shared/api/client';
import { readPersisted, writePersisted } from '../../../shared/storage/persisted-query';
import { jobDetailKeys, jobDetailStorageKeys } from './query-keys';

/** The four analysts' reviews of a job, in the request's language. */
export function getLlmReviews(
  jobId: number,
  forceRefresh: boolean,
  signal?: AbortSignal,
): Promise<TLlmReviewsResponse> {
  return api.get<TLlmReviewsResponse>(`/jobs/${jobId}/llm-reviews`, {
    query: { force_refresh: forceRefresh },
    signal,
  });
}

/** Cached for 1 h per job and language, across reloads too (spec 001 section 7). */
export function llmReviewsQueryOptions(jobId: number, language: Language) {
  const storageKey = jobDetailStorageKeys.reviews(jobId, language);
  return queryOptions({
    queryKey: jobDetailKeys.reviews(jobId, language),
    queryFn: async ({ signal }) => {
      const reviews = await getLlmReviews(jobId, false, signal);
      writePersisted(storageKey, reviews);
      return reviews;
    },
    staleTime: JOBS.cacheMs,
    initialData: () => readPersisted<TLlmReviewsResponse>(storageKey, JOBS.cacheMs)?.data,
    initialDataUpdatedAt: () =>
      readPersisted<TLlmReviewsResponse>(storageKey, JOBS.cacheMs)?.savedAt,
  });
}

export function useLlmReviews(jobId: number, language: Language) {
  return useQuery(llmReviewsQueryOptions(jobId, language));
}
