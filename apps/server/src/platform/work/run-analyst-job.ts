import { AppError } from '../errors/app-error';
import type { AnalystTasks, AnalystWorkPool } from './server-tasks';

type AnalystKind = keyof AnalystTasks;

/**
 * The memory limit of the analyst's children, at least. A child keeps the knowledge data it loaded
 * (about 165 MB resident with its indexes, built; more when run from source) and is replaced after
 * a job only past 75 % of its limit, so the limit leaves room for that; what an analysis is given
 * is bounded text, not a file that could inflate.
 */
export const ANALYST_MEMORY_MB = 384;

/**
 * A child that loads the analyst's data for the first time, on a busy machine, takes seconds
 * before its first answer; a job this far past that has gone wrong.
 */
export const ANALYST_JOB_TIMEOUT_MS = 120_000;

/**
 * Runs one of the built-in analyst's jobs in the work pool, counted against `owner`'s share. A busy
 * pool's refusal (429 for the person's share, 503 for the server's, each with a time to retry)
 * reaches the caller as it is, and so does a stopping server's; a job that ends without an answer
 * (too slow, too big, its process died) is the server's error, not the person's.
 */
export async function runAnalystJob<K extends AnalystKind>(
  work: AnalystWorkPool,
  kind: K,
  input: AnalystTasks[K]['input'],
  owner: string,
): Promise<AnalystTasks[K]['output']> {
  const outcome = await work.run(kind, input, { owner, timeoutMs: ANALYST_JOB_TIMEOUT_MS });
  if (outcome.ok) return outcome.value;
  if (outcome.failure === 'stopped') {
    throw new AppError('server_busy', {}, { retryAfterSeconds: 10 });
  }
  throw new Error(`the ${kind} job ended without an answer: ${outcome.failure}`);
}
