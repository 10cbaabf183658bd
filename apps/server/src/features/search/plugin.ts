import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSearchRepository, type SearchRepository } from './repository';
import { createGenerationService, type GenerationService } from './generation-service';
import { createSearchService, type SearchService } from './search-service';
import { closeEarly } from '../../platform/lifecycle/close-early';
import { SHUTDOWN } from '../../platform/lifecycle/shutdown-budget';

declare module 'fastify' {
  interface FastifyInstance {
    jobSearch: SearchService;
    searchRepository: SearchRepository;
    generation: GenerationService;
  }
}

/** Search and job generation; workers start once the app is ready, unless turned off. */
export const searchServices = fp(
  async (app: FastifyInstance) => {
    const repository = createSearchRepository(app.db);
    const generation = createGenerationService({
      repository,
      writes: app.jobWrites,
      findJobByTitleKey: (titleKey) => app.jobsRepository.findByTitleKey(titleKey),
      analyst: app.deps.analyst,
      bus: app.bus,
      queue: app.queue,
      log: app.log,
    });
    app.decorate('searchRepository', repository);
    app.decorate('generation', generation);
    app.decorate(
      'jobSearch',
      createSearchService({
        repository,
        jobs: app.jobsRepository,
        generation,
        queue: app.queue,
        bus: app.bus,
        limits: app.deps.config.searchLimits,
        modelPages: { anonymousPerAddress: app.deps.config.anonymousModelPagesPerAddress },
      }),
    );
    if (app.deps.config.workers) {
      app.addHook('onReady', async () => {
        await app.queue.start(generation.process);
        const { resumed, failed } = await generation.resumeUnfinished();
        if (resumed || failed) app.log.info({ resumed, failed }, 'unfinished generations handled');
      });
    }
    closeEarly(app, () => app.queue.close(SHUTDOWN.queueJobsMs));
    app.addHook('onClose', async () => {
      await app.bus.close();
    });
  },
  { name: 'search-services', dependencies: ['jobs-services'] },
);
