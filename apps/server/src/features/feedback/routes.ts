import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@irreplaceable/contracts/common/error-response';
import {
  ZAdminFeedbackQuery,
  ZAdminFeedbackResponse,
  ZCreateFeedbackBody,
  ZCreateFeedbackResponse,
  ZOwnFeedbackQuery,
  ZOwnFeedbackResponse,
} from '@irreplaceable/contracts/feedback/feedback';

/** POST and GET /feedback/own (signed in), and GET /admin/feedback (administrators). */
export async function feedbackRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = {
    401: ZErrorResponse,
    403: ZErrorResponse,
    404: ZErrorResponse,
    409: ZErrorResponse,
    422: ZErrorResponse,
  };

  api.post(
    '/feedback',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['feedback'],
        body: ZCreateFeedbackBody,
        response: { 200: ZCreateFeedbackResponse, ...errors },
      },
    },
    async (request) => app.feedback.create(request.currentUser!.id, request.body, request.language),
  );

  api.get(
    '/feedback/own',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['feedback'],
        querystring: ZOwnFeedbackQuery,
        response: { 200: ZOwnFeedbackResponse, ...errors },
      },
    },
    async (request) => ({
      feedback: await app.feedback.own(
        request.currentUser!.id,
        request.query.subject,
        request.query.subject_id,
      ),
    }),
  );

  api.get(
    '/admin/feedback',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        querystring: ZAdminFeedbackQuery,
        response: { 200: ZAdminFeedbackResponse, ...errors },
      },
    },
    async (request) => app.feedback.list(request.query),
  );
}
