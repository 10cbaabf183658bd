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

/**
 * Industries matching what the reader has typed (already debounced by the caller). A query that
 * names no industry is an answer too: a 400 whose `examples` the page offers instead.
 */
export function useIndustrySearch(query: string) {
  const language = useLanguage();
  const trimmed = query.trim();
  return useQuery({
    queryKey: industrySearchKey(trimmed, language),
    queryFn: ({ signal }) => searchIndustries(trimmed, signal),
    enabled: trimmed !== '',
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 1,
  });
}
