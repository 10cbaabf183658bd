import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@irreplaceable/contracts/common/error-response';
import {
  ZCreditBalanceResponse,
  ZCreditHistoryQuery,
  ZCreditHistoryResponse,
  ZDailyGiftResponse,
} from '@irreplaceable/contracts/credits/credits';

/** The signed-in user's own credit (/api/credits/...). */
export async function creditsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);
  const tags = ['credits'];
  const errors = { 401: ZErrorResponse, 422: ZErrorResponse };

  api.get(
    '/credits/balance',
    { schema: { tags, response: { 200: ZCreditBalanceResponse, ...errors } } },
    async (request) => app.credits.balance(request.currentUser!.id),
  );

  api.get(
    '/credits/history',
    {
      schema: {
        tags,
        querystring: ZCreditHistoryQuery,
        response: { 200: ZCreditHistoryResponse, ...errors },
      },
    },
    async (request) => app.credits.history(request.currentUser!.id, request.query),
  );

  api.post(
    '/credits/daily-gift',
    { schema: { tags, response: { 200: ZDailyGiftResponse, 409: ZErrorResponse, ...errors } } },
    async (request) => app.credits.claimDailyGift(request.currentUser!.id),
  );
}
