import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPhase5Response } from '@irreplaceable/contracts/assessments/assessment';
import type { Language } from '@irreplaceable/contracts/constants';
import { isApiError } from '../../../shared/api/api-error';
import { api } from '../../../shared/api/client';
import { jobFitKeys } from './query-keys';

/**
 * Phase 5: the final report. The first call writes it; later calls return the stored report, so
 * the result page and the history use the same call.
 */
export function getFinalReport(
  assessmentId: string,
  signal?: AbortSignal,
): Promise<TPhase5Response> {
  return api.get<TPhase5Response>(`/cognitive-assessment/${assessmentId}/phase5`, { signal });
}

/** Gone (an expired free result) and missing are answers, not hiccups: asking again won't help. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && [403, 404, 409, 410].includes(error.status)) return false;
  return failureCount < 1;
}

export function finalReportQueryOptions(assessmentId: string, language: Language) {
  return queryOptions({
    queryKey: jobFitKeys.report(assessmentId, language),
    queryFn: ({ signal }) => getFinalReport(assessmentId, signal),
    // A written report never changes.
    staleTime: Infinity,
    retry: shouldRetry,
  });
}

export function useFinalReport(
  assessmentId: string,
  language: Language,
  initialData?: TPhase5Response,
) {
  return useQuery({ ...finalReportQueryOptions(assessmentId, language), initialData });
}
