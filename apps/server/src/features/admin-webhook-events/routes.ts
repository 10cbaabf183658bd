import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminWebhookEventDetail,
  ZAdminWebhookEventParams,
  ZAdminWebhookEventsQuery,
  ZAdminWebhookEventsResponse,
} from '@irreplaceable/contracts/admin/webhook-events';
import { ZErrorResponse } from '@irreplaceable/contracts/common/error-response';
import { createAdminWebhookEvents } from './service';

/** /api/admin/webhook-events: the stored payment events, administrators only. */
export async function adminWebhookEventsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);
  const events = createAdminWebhookEvents({ db: app.db, payments: app.payments });
  const tags = ['admin'];
  const errors = {
    400: ZErrorResponse,
    401: ZErrorResponse,
    403: ZErrorResponse,
    404: ZErrorResponse,
    422: ZErrorResponse,
  };

  api.get(
    '/admin/webhook-events',
    {
      schema: {
        tags,
        querystring: ZAdminWebhookEventsQuery,
        response: { 200: ZAdminWebhookEventsResponse, ...errors },
      },
    },
    async (request) => events.list(request.query),
  );

  api.get(
    '/admin/webhook-events/:id',
    {
      schema: {
        tags,
        params: ZAdminWebhookEventParams,
        response: { 200: ZAdminWebhookEventDetail, ...errors },
      },
    },
    async (request) => events.detail(request.params.id),
  );

  api.post(
    '/admin/webhook-events/:id/replay',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        params: ZAdminWebhookEventParams,
        response: { 200: ZAdminWebhookEventDetail, ...errors },
      },
    },
    async (request) => events.replay(request.params.id),
  );
}
