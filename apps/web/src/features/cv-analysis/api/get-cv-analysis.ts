import { useQuery } from '@tanstack/react-query';
import type { TCvAnalysisResponse } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import { PERSONAL_ANALYSIS, type Language } from '@irreplaceable/contracts/constants';
import { isApiError } from '../../../shared/api/api-error';
import { api } from '../../../shared/api/client';
import { cvAnalysisKeys } from './query-keys';

export function getCvAnalysis(id: string, signal?: AbortSignal): Promise<TCvAnalysisResponse> {
  return api.get<TCvAnalysisResponse>(`/cv-analysis/${id}`, { signal });
}

export const isRunning = (analysis: TCvAnalysisResponse | undefined) =>
  analysis?.status === 'pending' || analysis?.status === 'processing';

/**
 * One analysis in the reader's language. While it runs, it is asked for again every few seconds
 * (the live channel usually brings the news sooner); a finished one stays as it is.
 */
export function useCvAnalysis(id: string, language: Language) {
  return useQuery({
    queryKey: cvAnalysisKeys.analysis(id, language),
    queryFn: ({ signal }) => getCvAnalysis(id, signal),
    refetchInterval: (query) => (isRunning(query.state.data) ? PERSONAL_ANALYSIS.pollMs : false),
    retry: (failureCount, error) =>
      !(isApiError(error) && [400, 403, 404, 410, 422].includes(error.status)) && failureCount < 2,
  });
}
