import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { TListJobsQuery, TListJobsResponse } from '@irreplaceable/contracts/jobs/job';
import { PAGING, type Language } from '@irreplaceable/contracts/constants';
import { api } from '../../../shared/api/client';
import { jobsKeys, type TJobsBoardFilters } from './query-keys';

/** One page of the board, newest first, in the request's language. */
export function listJobs(
  page: number,
  filters: TJobsBoardFilters,
  signal?: AbortSignal,
): Promise<TListJobsResponse> {
  const query = {
    page,
    page_size: PAGING.jobsPageSize,
    search: filters.search || undefined,
    search_by: filters.searchBy,
    filter: filters.filter,
  } satisfies TListJobsQuery;
  return api.get<TListJobsResponse>('/jobs/', { query, signal });
}

/** An empty page, or the server saying there is nothing more, marks the end (spec 000 section 4). */
function nextPage(lastPage: TListJobsResponse, lastPageParam: number): number | undefined {
  return lastPage.items.length === 0 || !lastPage.has_more ? undefined : lastPageParam + 1;
}

export function jobsBoardQueryOptions(language: Language, filters: TJobsBoardFilters) {
  return infiniteQueryOptions({
    queryKey: jobsKeys.board(language, filters),
    queryFn: ({ pageParam, signal }) => listJobs(pageParam, filters, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => nextPage(lastPage, lastPageParam),
  });
}

/**
 * The board's pages for the current language and filters. A language change starts a new list
 * from page 1, and the lists in the previous language are dropped rather than kept for later.
 */
export function useJobsBoard(language: Language, filters: TJobsBoardFilters) {
  const queryClient = useQueryClient();
  const previousLanguage = useRef(language);
  useEffect(() => {
    if (previousLanguage.current === language) return;
    queryClient.removeQueries({ queryKey: jobsKeys.boardsIn(previousLanguage.current) });
    previousLanguage.current = language;
  }, [language, queryClient]);
  return useInfiniteQuery(jobsBoardQueryOptions(language, filters));
}
