import type {
  TPhase2Body,
  TPhase2SubmitResponse,
} from '@irreplaceable/contracts/assessments/assessment';
import { api } from '../../../shared/api/client';

/** Answers one phase-2 question; `phase_complete` says whether it was the last. */
export function submitPhase2(
  assessmentId: string,
  body: TPhase2Body,
): Promise<TPhase2SubmitResponse> {
  return api.post<TPhase2SubmitResponse>(`/cognitive-assessment/${assessmentId}/phase2`, body);
}
