import type { TPhase3Response } from '@irreplaceable/contracts/assessments/assessment';
import { api } from '../../../shared/api/client';

/** Phase 3: the analyst's interim summary of the answers so far. */
export function getInterimSummary(
  assessmentId: string,
  signal?: AbortSignal,
): Promise<TPhase3Response> {
  return api.get<TPhase3Response>(`/cognitive-assessment/${assessmentId}/phase3`, { signal });
}
