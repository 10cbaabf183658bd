import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAnalysisHistoryQuery } from '@irreplaceable/contracts/analyses/personal-analysis';
import type { TCvHistoryResponse } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import { PERSONAL_ANALYSIS } from '@irreplaceable/contracts/constants';
import { api } from '../../../shared/api/client';
import { cvAnalysisKeys } from './query-keys';

export function listCvAnalyses(
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<TCvHistoryResponse> {
  const query = { page, page_size: pageSize } satisfies TAnalysisHistoryQuery;
  return api.get<TCvHistoryResponse>('/cv-analysis/history', { query, signal });
}

/** A page of the history; while an analysis on it runs, the page is asked for again. */
export function useCvHistory(page: number, pageSize: number) {
  return useQuery({
    queryKey: cvAnalysisKeys.history(page, pageSize),
    queryFn: ({ signal }) => listCvAnalyses(page, pageSize, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.items.some(
        (item) => item.status === 'pending' || item.status === 'processing',
      )
        ? PERSONAL_ANALYSIS.pollMs
        : false,
  });
}
