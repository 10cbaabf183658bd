import type { TAssessmentStatusResponse } from '@irreplaceable/contracts/assessments/assessment';
import { api } from '../../../shared/api/client';

/** Where an assessment stands: its status, phase and whether it can be continued. */
export function getAssessmentStatus(
  assessmentId: string,
  signal?: AbortSignal,
): Promise<TAssessmentStatusResponse> {
  return api.get<TAssessmentStatusResponse>(`/cognitive-assessment/${assessmentId}/status`, {
    signal,
  });
}
