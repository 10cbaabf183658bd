import type { TRoleJobResponse } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import { api } from '../../../shared/api/client';

/** How often, and for how long, a page being written is asked after. */
const POLL_MS = 1_500;
const GIVE_UP_MS = 3 * 60_000;

/**
 * The job page of a recommended role: the existing one, or one written now (the server queues
 * it like a search, without counting it as one). Resolves with the page's id once it exists.
 */
export async function openRoleJob(
  analysisId: string,
  code: string,
  signal?: AbortSignal,
): Promise<number> {
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    const answer = await api.post<TRoleJobResponse>(
      `/cv-analysis/${analysisId}/roles/${code}/job`,
      undefined,
      { signal },
    );
    if (answer.status === 'ready' && answer.job_id !== null) return answer.job_id;
    if (Date.now() > deadline) throw new Error('The job page took too long');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
