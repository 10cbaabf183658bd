import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ReadCache } from '../../platform/cache/read-cache';
import { createJobsRepository, type JobsRepository } from './repository';
import { createJobWrites, type JobWrites } from './job-writes';
import { createJobsService, type JobsService } from './service';
import { jobReadTags } from './read-tags';
import { createViewCounter, VIEW_FLUSH_MS } from './view-counter';
import { createInProcessQueue } from '../../platform/queue/in-process-queue';
import { closeEarly } from '../../platform/lifecycle/close-early';
import { SHUTDOWN } from '../../platform/lifecycle/shutdown-budget';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobsService;
    jobsRepository: JobsRepository;
    jobWrites: JobWrites;
  }
}

/**
 * Every write that changes a public job read goes through here, whoever calls it (searches,
 * refreshes, reviews, the seed), and forgets what it changed once it has committed.
 */
function invalidatingWrites(writes: JobWrites, cache: ReadCache): JobWrites {
  return {
    async createJob(source, analysis) {
      const job = await writes.createJob(source, analysis);
      await cache.invalidate(jobReadTags.written(job.id));
      return job;
    },
    async createJobs(pages) {
      const created = await writes.createJobs(pages);
      for (const job of created) await cache.invalidate(jobReadTags.written(job.id));
      return created;
    },
    async replaceAnalysis(job, analysis) {
      const written = await writes.replaceAnalysis(job, analysis);
      await cache.invalidate(jobReadTags.written(job.id));
      return written;
    },
    async saveReview(jobId, pair) {
      await writes.saveReview(jobId, pair);
      await cache.invalidate(jobReadTags.reviews(jobId));
    },
  };
}

function invalidatingRepository(repository: JobsRepository, cache: ReadCache): JobsRepository {
  return {
    ...repository,
    async raisePopularity(ids) {
      await repository.raisePopularity(ids);
      if (ids.length > 0) await cache.invalidate(jobReadTags.viewed);
    },
  };
}

export const jobsServices = fp(
  async (app: FastifyInstance) => {
    const stored = createJobsRepository(app.db);
    const repository = invalidatingRepository(stored, app.readCache);
    const views = createViewCounter({
      write: (counted) => stored.addViews(counted),
      stored: (ids) => app.readCache.invalidate(jobReadTags.viewsStored(ids)),
    });
    const flushViews = () =>
      views.flush().catch((error: unknown) => app.log.warn({ err: error }, 'job views not stored'));
    const timer = setInterval(() => void flushViews(), VIEW_FLUSH_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await flushViews();
    });
    const rewriteQueue = app.deps.rewriteQueue ?? createInProcessQueue(1);
    const writes = invalidatingWrites(createJobWrites(app.db), app.readCache);
    app.decorate('jobsRepository', repository);
    app.decorate('jobWrites', writes);
    app.decorate(
      'jobs',
      createJobsService({
        repository,
        writes,
        analyst: app.deps.analyst,
        currentVersions: app.deps.analysisVersions,
        cache: app.readCache,
        views,
        rewriteQueue,
        announce: (jobId) =>
          app.bus.publish({
            kind: 'job',
            jobId,
            message: { type: 'job_updated', data: { job_id: jobId } },
          }),
        fallbackRewriteMs: app.deps.config.fallbackRewriteMs,
        log: app.log,
      }),
    );
    if (app.deps.config.workers) {
      app.addHook('onReady', async () => rewriteQueue.start(app.jobs.processRewrite));
    }
    closeEarly(app, () => rewriteQueue.close(SHUTDOWN.queueJobsMs));
  },
  { name: 'jobs-services' },
);
