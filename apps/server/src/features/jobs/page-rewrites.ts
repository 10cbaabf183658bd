import type { FastifyBaseLogger } from 'fastify';
import type { GenerationQueue } from '../../platform/queue/generation-queue';
import type { JobRow, JobsRepository } from './repository';

/** A page read again while its rewrite is queued asks at most this often (a Redis write each). */
const ASK_AGAIN_MS = 30_000;
const ASKED_KEPT = 1_000;

/**
 * What a queued rewrite writes: the page if it is still due, the whole page (an admin's forced
 * rewrite), or its four reviews only (an admin's forced re-review).
 */
export type RewriteKind = 'due' | 'forced' | 'reviews';
const FORCED_KINDS: readonly RewriteKind[] = ['forced', 'reviews'];

/**
 * The queue id of one page version's rewrite: a page asks once per version it is stale at, and
 * each of an admin's forced kinds once more.
 */
const rewriteKey = (jobId: number, version: Date, kind: RewriteKind) =>
  `${jobId}@${version.getTime()}${kind === 'due' ? '' : `@${kind}`}`;
function parseKey(key: string) {
  const [jobId, version, suffix] = key.split('@');
  const kind = FORCED_KINDS.find((forced) => forced === suffix) ?? 'due';
  return { jobId: Number(jobId), version: Number(version), kind };
}

/**
 * Rewrites of stale and fallback pages, off the read path: a reader is served the page as it
 * stands and the rewrite runs on the rewrite queue (one at a time, apart from the generation
 * slots, so people's searches never wait behind it). Rewrites for a new formula or data version
 * and an admin's forced ones take the same way. Watching sockets hear `job_updated` once the new
 * page is written.
 */
export function createPageRewrites(deps: {
  queue: GenerationQueue;
  repository: Pick<JobsRepository, 'findById'>;
  /**
   * Writes the page again if it is due (or what a forced `kind` asks for) and no provider it
   * needs is paused; false when it left the page as it is.
   */
  rewriteIfDue: (job: JobRow, kind: RewriteKind) => Promise<boolean>;
  announce: (jobId: number) => Promise<void>;
  log: FastifyBaseLogger;
}) {
  const asked = new Map<string, number>();

  function forgetOldAsks(now: number) {
    if (asked.size < ASKED_KEPT) return;
    for (const [key, at] of asked) if (now - at >= ASK_AGAIN_MS) asked.delete(key);
  }

  return {
    /** Queues the rewrite of a page that is due; cheap enough for every read of it. */
    request(jobId: number, lastRefreshedAt: Date, kind: RewriteKind = 'due'): void {
      const key = rewriteKey(jobId, lastRefreshedAt, kind);
      const now = Date.now();
      if (now - (asked.get(key) ?? -Infinity) < ASK_AGAIN_MS) return;
      forgetOldAsks(now);
      asked.set(key, now);
      deps.queue.enqueue(key).catch((error: unknown) => {
        asked.delete(key);
        deps.log.warn({ err: error, jobId }, 'page rewrite not queued');
      });
    },

    /**
     * The rewrite queue's processor. A page written since it asked, or no longer due, is left
     * alone; while a provider it needs is paused nothing is written (the built-in text would
     * only replace the built-in text), and a read after ASK_AGAIN_MS asks again.
     */
    async process(key: string): Promise<void> {
      const { jobId, version, kind } = parseKey(key);
      const job = await deps.repository.findById(jobId);
      if (!job || job.lastRefreshedAt.getTime() !== version) return;
      if (await deps.rewriteIfDue(job, kind)) await deps.announce(job.id);
    },
  };
}

export type PageRewrites = ReturnType<typeof createPageRewrites>;
