import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TJobDetail } from '@irreplaceable/contracts/jobs/job';
import { JOBS, type Language } from '@irreplaceable/contracts/constants';
import { api } from '../../../shared/api/client';
import {
  prunePersisted,
  readPersisted,
  writePersisted,
} from '../../../shared/storage/persisted-query';
import { jobDetailKeys, jobDetailStorageKeys } from './query-keys';

/** A job page in the request's language; 404 when the id is unknown. */
export function getJob(
  id: number,
  searchPopularity: number | null,
  signal?: AbortSignal,
): Promise<TJobDetail> {
  return api.get<TJobDetail>(`/jobs/${id}`, {
    query: { search_popularity: searchPopularity },
    signal,
  });
}

/** Fetched at most once an hour per job and language, across reloads too (spec 001 section 9). */
export function jobQueryOptions(id: number, language: Language, searchPopularity: number | null) {
  const storageKey = jobDetailStorageKeys.job(id, language);
  return queryOptions({
    queryKey: jobDetailKeys.job(id, language),
    queryFn: async ({ signal }) => {
      const job = await getJob(id, searchPopularity, signal);
      prunePersisted(jobDetailStorageKeys.prefixes, JOBS.cacheMs);
      // A page being rewritten is not kept: the next visit should find the new one.
      if (!job.refresh_pending) writePersisted(storageKey, job);
      return job;
    },
    staleTime: JOBS.cacheMs,
    initialData: () => readPersisted<TJobDetail>(storageKey, JOBS.cacheMs)?.data,
    initialDataUpdatedAt: () => readPersisted<TJobDetail>(storageKey, JOBS.cacheMs)?.savedAt,
  });
}

export function useJob(id: number, language: Language, searchPopularity: number | null) {
  return useQuery(jobQueryOptions(id, language, searchPopularity));
}
