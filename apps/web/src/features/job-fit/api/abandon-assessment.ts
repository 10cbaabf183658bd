import type { TAssessmentStatus } from '@irreplaceable/contracts/assessments/assessment';
import { api } from '../../../shared/api/client';

/** The answer of DELETE /cognitive-assessment/{id} (ZAbandonResponse). */
type TAbandonResponse = { success: true; status: TAssessmentStatus };

/** Gives an assessment up; it can no longer be continued. */
export function abandonAssessment(assessmentId: string): Promise<TAbandonResponse> {
  return api.delete<TAbandonResponse>(`/cognitive-assessment/${assessmentId}`);
}
