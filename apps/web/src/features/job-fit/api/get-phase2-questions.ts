import type { TPhase2QuestionsResponse } from '@irreplaceable/contracts/assessments/assessment';
import { api } from '../../../shared/api/client';

/** Every phase-2 question of the assessment, each flagged answered or not. */
export function getPhase2Questions(
  assessmentId: string,
  signal?: AbortSignal,
): Promise<TPhase2QuestionsResponse> {
  return api.get<TPhase2QuestionsResponse>(
    `/cognitive-assessment/${assessmentId}/phase2/questions`,
    { signal },
  );
}
