import type {
  TPhase4Body,
  TPhase4SubmitResponse,
} from '@irreplaceable/contracts/assessments/assessment';
import { api } from '../../../shared/api/client';

/** Answers one challenge: `user_reflection` is the chosen choice's id. */
export function submitChallenge(
  assessmentId: string,
  body: TPhase4Body,
): Promise<TPhase4SubmitResponse> {
  return api.post<TPhase4SubmitResponse>(`/cognitive-assessment/${assessmentId}/phase4`, body);
}
