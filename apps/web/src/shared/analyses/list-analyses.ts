import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TAnalysisHistoryQuery,
  TPersonalAnalysisKind,
  TPersonalAnalysisStatus,
} from '@irreplaceable/contracts/analyses/personal-analysis';
import { PERSONAL_ANALYSIS } from '@irreplaceable/contracts/constants';
import { api } from '../api/client';
import { ANALYSIS_KINDS } from './analysis-kinds';
import { isRunning } from './get-analysis';
import { analysisKeys } from './query-keys';

/** A page of the history as the server sends it, whatever the kind's own fields. */
export type THistoryPage<TItem> = { items: TItem[]; total: number; has_more: boolean };

export function listAnalyses<TItem>(
  kind: TPersonalAnalysisKind,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<THistoryPage<TItem>> {
  const query = { page, page_size: pageSize } satisfies TAnalysisHistoryQuery;
  return api.get<THistoryPage<TItem>>(`${ANALYSIS_KINDS[kind].api}/history`, { query, signal });
}

/** A page of the history; while an analysis on it runs, the page is asked for again. */
export function useAnalysisHistory<TItem extends { status: TPersonalAnalysisStatus }>(
  kind: TPersonalAnalysisKind,
  page: number,
  pageSize: number,
) {
  return useQuery({
    queryKey: analysisKeys(kind).history(page, pageSize),
    queryFn: ({ signal }) => listAnalyses<TItem>(kind, page, pageSize, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => isRunning(item)) ? PERSONAL_ANALYSIS.pollMs : false,
  });
}
