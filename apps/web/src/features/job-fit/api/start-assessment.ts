import type {
  TStartAssessmentBody,
  TStartAssessmentResponse,
} from '@irreplaceable/contracts/assessments/assessment';
import { api } from '../../../shared/api/client';

/** Starts an assessment of a job; a credit start is charged here, once. */
export function startAssessment(
  jobId: number,
  body: TStartAssessmentBody,
): Promise<TStartAssessmentResponse> {
  return api.post<TStartAssessmentResponse>(`/cognitive-assessment/start/${jobId}`, body);
}
