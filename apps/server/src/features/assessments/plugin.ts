import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ASSESSMENT } from '@irreplaceable/contracts/constants';
import type { AssessmentEngine } from '@irreplaceable/analyst/assessment/types';
import { createAssessmentsRepository } from './repository';
import { createAssessmentsService, type AssessmentsService } from './service';
import { everyWhileRunning } from '../../platform/time/every-while-running';

declare module 'fastify' {
  interface FastifyInstance {
    assessments: AssessmentsService;
  }
}

export interface AssessmentsOptions {
  engine: AssessmentEngine;
  /** How often expired free assessments are erased; 0 turns the sweep off (tests call it). */
  sweepIntervalMs?: number;
  now?: () => Date;
}

export const assessmentsServices = fp<AssessmentsOptions>(
  async (app: FastifyInstance, options) => {
    const service = createAssessmentsService({
      db: app.db,
      repository: createAssessmentsRepository(app.db),
      engine: options.engine,
      log: app.log.child({ feature: 'assessments' }),
      ...(options.now ? { now: options.now } : {}),
    });
    app.decorate('assessments', service);

    everyWhileRunning(
      app,
      options.sweepIntervalMs ?? ASSESSMENT.sweepIntervalMs,
      async () => {
        const erased = await service.sweepExpired();
        if (erased > 0) app.log.info({ erased }, 'expired free assessments erased');
      },
      'sweep of expired free assessments failed',
    );
  },
  { name: 'assessments-services' },
);
