import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCommentsRepository } from './repository';
import { createCommentsService, type CommentsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    comments: CommentsService;
  }
}

/** A comment and the inbox notices it causes are written together by the comments repository. */
export const commentsServices = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'comments',
      createCommentsService({
        repository: createCommentsRepository(app.db),
        userExists: async (id) => (await app.users.findById(id)) !== undefined,
      }),
    );
  },
  { name: 'comments-services', dependencies: ['users-service'] },
);
