import { useQuery } from '@tanstack/react-query';
import type {
  TPersonalAnalysisKind,
  TPersonalAnalysisStatus,
} from '@irreplaceable/contracts/analyses/personal-analysis';
import { PERSONAL_ANALYSIS, type Language } from '@irreplaceable/contracts/constants';
import { isApiError } from '../api/api-error';
import { api } from '../api/client';
import { ANALYSIS_KINDS } from './analysis-kinds';
import { analysisKeys } from './query-keys';

/**
 * The server words a result in the language the analysis was made in unless asked for another;
 * the page asks for the reader's, so its words and its labels agree.
 */
export function getAnalysis<TAnalysis>(
  kind: TPersonalAnalysisKind,
  id: string,
  language: Language,
  signal?: AbortSignal,
): Promise<TAnalysis> {
  return api.get<TAnalysis>(`${ANALYSIS_KINDS[kind].api}/${id}`, {
    query: { lang: language },
    signal,
  });
}

export const isRunning = (analysis: { status: TPersonalAnalysisStatus } | undefined) =>
  analysis?.status === 'pending' || analysis?.status === 'processing';

/**
 * One analysis in the reader's language. While it runs, it is asked for again every few seconds
 * (the live channel usually brings the news sooner); a finished one stays as it is.
 */
export function useAnalysis<TAnalysis extends { status: TPersonalAnalysisStatus }>(
  kind: TPersonalAnalysisKind,
  id: string,
  language: Language,
) {
  return useQuery({
    queryKey: analysisKeys(kind).analysis(id, language),
    queryFn: ({ signal }) => getAnalysis<TAnalysis>(kind, id, language, signal),
    refetchInterval: (query) => (isRunning(query.state.data) ? PERSONAL_ANALYSIS.pollMs : false),
    retry: (failureCount, error) =>
      !(isApiError(error) && [400, 403, 404, 410, 422].includes(error.status)) && failureCount < 2,
  });
}
