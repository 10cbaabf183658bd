import { useQuery } from '@tanstack/react-query';
import type {
  TAnalysisAllowance,
  TPersonalAnalysisKind,
} from '@irreplaceable/contracts/analyses/personal-analysis';
import { api } from '../api/client';
import { ANALYSIS_KINDS } from './analysis-kinds';

export const allowanceKey = (kind: TPersonalAnalysisKind) => ['analysis-allowance', kind] as const;

export function getAllowance(
  kind: TPersonalAnalysisKind,
  signal?: AbortSignal,
): Promise<TAnalysisAllowance> {
  return api.get<TAnalysisAllowance>(`${ANALYSIS_KINDS[kind].api}/allowance`, { signal });
}

/** Whether today's free analysis is still there, so the start page can say so before sending. */
export function useAllowance(kind: TPersonalAnalysisKind) {
  return useQuery({
    queryKey: allowanceKey(kind),
    queryFn: ({ signal }) => getAllowance(kind, signal),
    staleTime: 0,
  });
}
