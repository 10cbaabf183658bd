import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCommentsRepository } from './repository';
import { createCommentsService, type CommentsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    comments: CommentsService;
  }
}

/** Comments reach inboxes through the inbox service; the app composes the two here. */
export const commentsServices = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'comments',
      createCommentsService({
        repository: createCommentsRepository(app.db),
        userExists: async (id) => (await app.users.findById(id)) !== undefined,
        notify: (notices) => app.inbox.deliver(notices),
      }),
    );
  },
  { name: 'comments-services', dependencies: ['users-service', 'inbox-services'] },
);
