import type { TTaskStatusResponse } from '@irreplaceable/contracts/jobs/search-job';
import { api } from '../../../shared/api/client';

/**
 * Where a search task stands. The search follows its task on the live channel; this is the
 * fallback for when that channel has given up. Called imperatively, so there is no query hook.
 */
export function getTaskStatus(taskId: string, signal?: AbortSignal): Promise<TTaskStatusResponse> {
  return api.get<TTaskStatusResponse>(`/jobs/status/${encodeURIComponent(taskId)}`, { signal });
}
