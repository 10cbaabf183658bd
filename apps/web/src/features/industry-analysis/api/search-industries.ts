import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { INDUSTRY_ANALYSIS } from '@irreplaceable/contracts/constants';
import type { TIndustrySearchResponse } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import { isApiError } from '../../../shared/api/api-error';
import { api } from '../../../shared/api/client';
import { useLanguage } from '../../../shared/i18n/use-language';

export const industrySearchKey = (query: string, language: string) =>
  ['industries', query, language] as const;

export function searchIndustries(
  query: string,
  signal?: AbortSignal,
): Promise<TIndustrySearchResponse> {
  return api.get<TIndustrySearchResponse>('/industries', {
    query: { q: query.slice(0, INDUSTRY_ANALYSIS.queryMaxLength) },
    signal,
  });
}

/** Whether there is enough typed to ask: two letters, or one Chinese character (as the server reads it). */
export function isSearchable(query: string): boolean {
  const trimmed = query.trim();
  return /\p{Script=Han}/u.test(trimmed) || trimmed.replace(/[^\p{L}\p{N}]/gu, '').length >= 2;
}

/**
 * Industries matching what the reader has typed (already debounced by the caller). A query that
 * names nothing yet answers with no items; "not an industry" is the start request's answer.
 */
export function useIndustrySearch(query: string) {
  const language = useLanguage();
  const trimmed = query.trim();
  return useQuery({
    queryKey: industrySearchKey(trimmed, language),
    queryFn: ({ signal }) => searchIndustries(trimmed, signal),
    enabled: isSearchable(trimmed),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 1,
  });
}
