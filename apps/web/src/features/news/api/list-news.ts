import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { TListNewsQuery, TListNewsResponse } from '@irreplaceable/contracts/news/list-news';
import { PAGING, type Language } from '@irreplaceable/contracts/constants';
import { api } from '../../../shared/api/client';
import { newsKeys, type TNewsBoardFilters } from './query-keys';

/** One page of published articles, newest first, with titles in the request's language. */
export function listNews(
  page: number,
  filters: TNewsBoardFilters,
  signal?: AbortSignal,
): Promise<TListNewsResponse> {
  const query = {
    page,
    page_size: PAGING.newsPageSize,
    sort_by: 'time',
    search: filters.search || undefined,
    search_by: filters.searchBy,
    filter: filters.filter,
  } satisfies TListNewsQuery;
  return api.get<TListNewsResponse>('/news/', { query, signal });
}

/** An empty page, or the server saying there is nothing more, marks the end (spec 000 section 4). */
function nextPage(lastPage: TListNewsResponse, lastPageParam: number): number | undefined {
  return lastPage.items.length === 0 || !lastPage.has_more ? undefined : lastPageParam + 1;
}

export function newsBoardQueryOptions(language: Language, filters: TNewsBoardFilters) {
  return infiniteQueryOptions({
    queryKey: newsKeys.board(language, filters),
    queryFn: ({ pageParam, signal }) => listNews(pageParam, filters, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => nextPage(lastPage, lastPageParam),
  });
}

/**
 * The board's pages for the current language and filters. A language change starts a new list
 * from page 1, and the lists in the previous language are dropped rather than kept for later.
 */
export function useNewsBoard(language: Language, filters: TNewsBoardFilters) {
  const queryClient = useQueryClient();
  const previousLanguage = useRef(language);
  useEffect(() => {
    if (previousLanguage.current === language) return;
    queryClient.removeQueries({ queryKey: newsKeys.boardsIn(previousLanguage.current) });
    previousLanguage.current = language;
  }, [language, queryClient]);
  return useInfiniteQuery(newsBoardQueryOptions(language, filters));
}
