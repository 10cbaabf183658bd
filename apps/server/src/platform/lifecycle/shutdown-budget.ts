/**
 * How a stopping server spends its ten seconds: work in flight gets a few seconds to finish, all
 * of it at once (requests, queued pages and analyses, pool jobs), then is ended and handed back
 * (queued again at the next start, or refused with 503 to be retried); what still holds the
 * process a second before the ten are up is killed by the exit watchdog.
 */
export const SHUTDOWN = {
  /** From the signal to the watchdog's kill, whatever the process is doing. */
  totalMs: 9_000,
  /** Requests in flight may finish until then; their connections are closed after. */
  requestsMs: 5_000,
  /** Jobs running in the work pool's children may finish until then. */
  poolJobsMs: 5_000,
  /** Job pages and analyses being written may finish until then; the rest resume at next start. */
  queueJobsMs: 4_000,
} as const;
