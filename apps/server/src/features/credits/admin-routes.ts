import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@irreplaceable/contracts/common/error-response';
import {
  ZAdminCreditUserParams,
  ZAdminCreditUsersQuery,
  ZAdminCreditUsersResponse,
  ZAdminGrantBody,
  ZAdminGrantResponse,
  ZCreditHistoryQuery,
  ZCreditHistoryResponse,
} from '@irreplaceable/contracts/credits/credits';

/** User credit management (/api/credits/admin/...): administrators only. */
export async function creditsAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Checked on request, before the body is read or validated.
  app.addHook('onRequest', app.requireAdmin);
  const tags = ['credits'];
  const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 422: ZErrorResponse };

  api.get(
    '/credits/admin/users',
    {
      schema: {
        tags,
        querystring: ZAdminCreditUsersQuery,
        response: { 200: ZAdminCreditUsersResponse, ...errors },
      },
    },
    async (request) => app.creditsAdmin.searchUsers(request.query),
  );

  api.post(
    '/credits/admin/grant',
    {
      schema: {
        tags,
        body: ZAdminGrantBody,
        response: { 200: ZAdminGrantResponse, 404: ZErrorResponse, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) =>
      app.creditsAdmin.grant(request.body, request.currentUser!.id, request.language),
  );

  api.get(
    '/credits/admin/users/:userId/history',
    {
      schema: {
        tags,
        params: ZAdminCreditUserParams,
        querystring: ZCreditHistoryQuery,
        response: { 200: ZCreditHistoryResponse, 404: ZErrorResponse, ...errors },
      },
    },
    async (request) => app.creditsAdmin.userHistory(request.params.userId, request.query),
  );
}
