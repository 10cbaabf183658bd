import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PERSONAL_ANALYSIS } from '@irreplaceable/contracts/constants';
import { createAnalysisLifecycle, type AnalysisLifecycle } from './lifecycle';
import { createPersonalAnalysesRepository } from './repository';
import { everyWhileRunning } from '../../platform/time/every-while-running';
import { closeEarly } from '../../platform/lifecycle/close-early';
import { SHUTDOWN } from '../../platform/lifecycle/shutdown-budget';

declare module 'fastify' {
  interface FastifyInstance {
    personalAnalyses: AnalysisLifecycle;
  }
}

export interface PersonalAnalysesOptions {
  /** How often expired free analyses are erased; 0 turns the sweep off (tests call it). */
  sweepIntervalMs?: number;
  now?: (() => Date) | undefined;
}

/**
 * The lifecycle CV and industry analyses share; each kind registers its handler from its own
 * plugin. The queue starts once the app is ready, when every kind has registered.
 */
export const personalAnalysesServices = fp<PersonalAnalysesOptions>(
  async (app: FastifyInstance, options) => {
    const lifecycle = createAnalysisLifecycle({
      db: app.db,
      repository: createPersonalAnalysesRepository(app.db),
      files: app.deps.privateFiles,
      queue: app.deps.analysisQueue,
      bus: app.bus,
      log: app.log.child({ feature: 'personal-analyses' }),
      ...(options.now ? { now: options.now } : {}),
    });
    app.decorate('personalAnalyses', lifecycle);

    if (app.deps.config.workers) {
      app.addHook('onReady', async () => {
        await app.deps.analysisQueue.start(lifecycle.process);
        const { resumed, failed } = await lifecycle.resumeUnfinished();
        if (resumed || failed) app.log.info({ resumed, failed }, 'unfinished analyses handled');
      });
    }
    closeEarly(app, () => app.deps.analysisQueue.close(SHUTDOWN.queueJobsMs));

    everyWhileRunning(
      app,
      options.sweepIntervalMs ?? PERSONAL_ANALYSIS.sweepIntervalMs,
      async () => {
        const erased = await lifecycle.sweepExpired();
        if (erased > 0) app.log.info({ erased }, 'expired free analyses erased');
      },
      'sweep of expired free analyses failed',
    );
  },
  { name: 'personal-analyses-services' },
);
