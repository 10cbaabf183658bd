import {
  ZSearchJobResponse,
  type TSearchJobRequest,
  type TSearchJobResponse,
} from '@irreplaceable/contracts/jobs/search-job';
import { api } from '../../../shared/api/client';

/**
 * Starts a search (spec 000 section 7): the answer carries the matches known at once and the jobs
 * being written, whose progress then arrives on the live channel. A 2xx answer without a usable
 * result is null (the "empty data" row of the status mapping); failures throw ApiError.
 */
export async function postSearchJob(
  request: TSearchJobRequest,
  signal?: AbortSignal,
): Promise<TSearchJobResponse | null> {
  const answer = await api.post<unknown>('/api/v2/search-job', request, { signal });
  const parsed = ZSearchJobResponse.safeParse(answer);
  return parsed.success ? parsed.data : null;
}
