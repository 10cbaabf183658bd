import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@irreplaceable/contracts/common/error-response';
import { ZListInboxQuery, ZListInboxResponse } from '@irreplaceable/contracts/inbox/list-inbox';
import { ZInboxIdParams } from '@irreplaceable/contracts/inbox/inbox-message';
import { ZMarkReadResponse } from '@irreplaceable/contracts/inbox/mark-read';
import { ZMarkAllReadResponse } from '@irreplaceable/contracts/inbox/mark-all-read';
import { ZUnreadCountResponse } from '@irreplaceable/contracts/inbox/get-unread-count';

/** The signed-in user's inbox; another user's messages are simply not found. */
export async function inboxRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);
  const tags = ['inbox'];
  const errors = { 401: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };

  api.get(
    '/inbox/list',
    {
      schema: {
        tags,
        querystring: ZListInboxQuery,
        response: { 200: ZListInboxResponse, ...errors },
      },
    },
    async (request) => app.inbox.list(request.currentUser!.id, request.query, request.language),
  );

  api.patch(
    '/inbox/read/:id',
    { schema: { tags, params: ZInboxIdParams, response: { 200: ZMarkReadResponse, ...errors } } },
    async (request) => app.inbox.markRead(request.currentUser!.id, request.params.id),
  );

  api.patch(
    '/inbox/mark-all-read',
    { schema: { tags, response: { 200: ZMarkAllReadResponse, ...errors } } },
    async (request) => app.inbox.markAllRead(request.currentUser!.id),
  );

  api.get(
    '/inbox/unread-count',
    { schema: { tags, response: { 200: ZUnreadCountResponse, ...errors } } },
    async (request) => app.inbox.unreadCount(request.currentUser!.id),
  );
}
