import type { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { settledWithin } from '../lifecycle/abortable';
import type { GenerationProcessor, GenerationQueue } from './generation-queue';

/**
 * BullMQ on Redis: generations survive a restart in Redis, any instance with workers enabled
 * can take them, and the job id is the generation id, so a generation is queued once. BullMQ is
 * loaded here, when Redis is configured, so the embedded server never holds it (about 5 MB).
 */
export async function createBullmqQueue(options: {
  redis: Redis;
  concurrency: number;
  name?: string;
  workers?: boolean;
  /**
   * Finished jobs kept (1000 by default). A queue whose ids recur (a page's rewrite asked for again
   * after it was skipped) keeps none, since BullMQ ignores an id it still holds.
   */
  keepFinished?: number;
}): Promise<GenerationQueue> {
  const { Queue, Worker } = await import('bullmq');
  const name = options.name ?? 'job-generation';
  const keep = options.keepFinished === 0 ? true : (options.keepFinished ?? 1000);
  const connection = options.redis.duplicate({ maxRetriesPerRequest: null });
  const queue = new Queue(name, { connection });
  let worker: Worker | undefined;
  let workerConnection: Redis | undefined;

  return {
    kind: 'bullmq',
    concurrency: options.concurrency,
    async enqueue(generationId) {
      await queue.add(
        'generate',
        { generationId },
        {
          jobId: generationId,
          removeOnComplete: keep,
          removeOnFail: keep,
          attempts: 1,
        },
      );
    },
    async waiting() {
      const jobs = await queue.getJobs(['waiting', 'prioritized', 'delayed'], 0, -1, true);
      return jobs.map((job) => String(job.data.generationId));
    },
    async start(process: GenerationProcessor) {
      if (options.workers === false || worker) return;
      workerConnection = options.redis.duplicate({ maxRetriesPerRequest: null });
      worker = new Worker(name, async (job) => process(String(job.data.generationId)), {
        connection: workerConnection,
        concurrency: options.concurrency,
      });
      await worker.waitUntilReady();
    },
    async close(graceMs = Infinity) {
      // A job still running after the grace time is left active; BullMQ's stalled-job check
      // hands it to another worker, or to this one after a restart.
      if (worker && (await settledWithin(worker.close(), graceMs)) === 'late') {
        await worker.close(true);
      }
      await queue.close();
      await workerConnection?.quit().catch(() => undefined);
      await connection.quit().catch(() => undefined);
    },
  };
}
