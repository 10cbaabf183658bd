import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createInboxRepository } from './repository';
import { createInboxService, type InboxService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    inbox: InboxService;
  }
}

export const inboxServices = fp(
  async (app: FastifyInstance) => {
    app.decorate('inbox', createInboxService({ repository: createInboxRepository(app.db) }));
  },
  { name: 'inbox-services' },
);
