import type { FastifyBaseLogger } from 'fastify';
import { normalizeAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { Analyst } from '@irreplaceable/analyst/llm/create-analyst';
import type { GenerationQueue } from '../../platform/queue/generation-queue';
import type { JobRow, JobsRepository } from './repository';

/** A page read again while its rewrite is queued asks at most this often (a Redis write each). */
const ASK_AGAIN_MS = 30_000;
const ASKED_KEPT = 1_000;

/** The queue id of one page version's rewrite: a page asks once per version it is stale at. */
const rewriteKey = (jobId: number, version: Date) => `${jobId}@${version.getTime()}`;
const jobIdOf = (key: string) => Number(key.slice(0, key.indexOf('@')));

/**
 * Rewrites of stale and fallback pages, off the read path: a reader is served the page as it
 * stands and the rewrite runs on the rewrite queue (one at a time, apart from the generation
 * slots). Watching sockets hear `job_updated` once the new page is written.
 */
export function createPageRewrites(deps: {
  queue: GenerationQueue;
  repository: Pick<JobsRepository, 'findById'>;
  analyst: Pick<Analyst, 'isPaused'>;
  isStale: (job: JobRow) => boolean;
  /** The rewrite itself, shared with the explicit refresh so a page is written once at a time. */
  rewrite: (job: JobRow) => Promise<JobRow>;
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
    request(jobId: number, lastRefreshedAt: Date): void {
      const key = rewriteKey(jobId, lastRefreshedAt);
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
     * The rewrite queue's processor. A page that is no longer due is left alone; while the
     * writer's provider is paused nothing is written (the built-in text would only replace the
     * built-in text), and a read after ASK_AGAIN_MS asks again.
     */
    async process(key: string): Promise<void> {
      const job = await deps.repository.findById(jobIdOf(key));
      if (!job || !deps.isStale(job)) return;
      if (deps.analyst.isPaused(normalizeAnalystId(job.modelName) ?? 'gpt')) return;
      await deps.rewrite(job);
      await deps.announce(job.id);
    },
  };
}

export type PageRewrites = ReturnType<typeof createPageRewrites>;
