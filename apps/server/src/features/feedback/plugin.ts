import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFeedbackRepository } from './repository';
import { createFeedbackService, type FeedbackService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    feedback: FeedbackService;
  }
}

export const feedbackServices = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'feedback',
      createFeedbackService({ db: app.db, repository: createFeedbackRepository(app.db) }),
    );
  },
  { name: 'feedback-services' },
);
