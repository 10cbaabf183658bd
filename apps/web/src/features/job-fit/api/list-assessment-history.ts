import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TAssessmentHistoryQuery,
  TAssessmentHistoryResponse,
} from '@irreplaceable/contracts/assessments/assessment';
import { api } from '../../../shared/api/client';
import { jobFitKeys } from './query-keys';

/** The signed-in user's assessments, newest first; `jobId` narrows them to one job. */
export function listAssessmentHistory(
  page: number,
  pageSize: number,
  jobId: number | null,
  signal?: AbortSignal,
): Promise<TAssessmentHistoryResponse> {
  const query = {
    page,
    page_size: pageSize,
    job_id: jobId ?? undefined,
  } satisfies TAssessmentHistoryQuery;
  return api.get<TAssessmentHistoryResponse>('/cognitive-assessment/history', { query, signal });
}

/** One page of the history page's list; the previous page stays on screen while the next loads. */
export function useAssessmentHistory(page: number, pageSize: number) {
  return useQuery({
    queryKey: jobFitKeys.history(page, pageSize, null),
    queryFn: ({ signal }) => listAssessmentHistory(page, pageSize, null, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
