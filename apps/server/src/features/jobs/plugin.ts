import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobsRepository, type JobsRepository } from './repository';
import { createJobWrites, type JobWrites } from './job-writes';
import { createJobsService, type JobsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobsService;
    jobsRepository: JobsRepository;
    jobWrites: JobWrites;
  }
}

export const jobsServices = fp(
  async (app: FastifyInstance) => {
    const repository = createJobsRepository(app.db);
    const writes = createJobWrites(app.db);
    app.decorate('jobsRepository', repository);
    app.decorate('jobWrites', writes);
    app.decorate(
      'jobs',
      createJobsService({
        repository,
        writes,
        analyst: app.deps.analyst,
        currentVersions: app.deps.analysisVersions,
      }),
    );
  },
  { name: 'jobs-services' },
);
