import type { TPhase4ChallengesResponse } from '@irreplaceable/contracts/assessments/assessment';
import { api } from '../../../shared/api/client';

/** Phase 4: the reflection challenges, each flagged answered or not. */
export function getChallenges(
  assessmentId: string,
  signal?: AbortSignal,
): Promise<TPhase4ChallengesResponse> {
  return api.get<TPhase4ChallengesResponse>(
    `/cognitive-assessment/${assessmentId}/phase4/challenges`,
    { signal },
  );
}
