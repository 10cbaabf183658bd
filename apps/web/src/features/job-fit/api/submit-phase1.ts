import type {
  TPhase1Body,
  TPhaseSubmitResponse,
} from '@irreplaceable/contracts/assessments/assessment';
import { api } from '../../../shared/api/client';

/** Sends the three intent answers together. */
export function submitPhase1(
  assessmentId: string,
  body: TPhase1Body,
): Promise<TPhaseSubmitResponse> {
  return api.post<TPhaseSubmitResponse>(`/cognitive-assessment/${assessmentId}/phase1`, body);
}
