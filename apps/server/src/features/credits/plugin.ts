import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCreditsAdminService, type CreditsAdminService } from './admin-service';
import { createCreditsRepository } from './repository';
import { createCreditsService, type CreditsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    credits: CreditsService;
    creditsAdmin: CreditsAdminService;
  }
}

export const creditsServices = fp(
  async (app: FastifyInstance) => {
    const repository = createCreditsRepository(app.db);
    app.decorate('credits', createCreditsService({ db: app.db, repository }));
    app.decorate('creditsAdmin', createCreditsAdminService({ db: app.db, repository }));
  },
  { name: 'credits-services' },
);
