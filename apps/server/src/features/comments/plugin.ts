import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCommentsRepository } from './repository';
import { createCommentsService, type CommentsService } from './service';
import { newsReadTags } from '../../platform/cache/news-read-tags';

declare module 'fastify' {
  interface FastifyInstance {
    comments: CommentsService;
  }
}

/** A comment and the inbox notices it causes are written together by the comments repository. */
export const commentsServices = fp(
  async (app: FastifyInstance) => {
    const comments = createCommentsService({
      repository: createCommentsRepository(app.db),
      userExists: async (id) => (await app.users.findById(id)) !== undefined,
    });
    app.decorate('comments', {
      ...comments,
      // A new comment shows on the article's comments and in its comment count on the board.
      async create(user, input) {
        const created = await comments.create(user, input);
        await app.readCache.invalidate(newsReadTags.articleChanged(input.news_id));
        return created;
      },
    });
  },
  { name: 'comments-services', dependencies: ['users-service'] },
);
