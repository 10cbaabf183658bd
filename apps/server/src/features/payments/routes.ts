import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@irreplaceable/contracts/common/error-response';
import {
  ZCreateCheckoutRequest,
  ZCreateCheckoutResponse,
} from '@irreplaceable/contracts/payments/create-checkout';
import {
  ZCheckoutSessionParams,
  ZCheckoutSessionResponse,
} from '@irreplaceable/contracts/payments/get-checkout';
import { ZPaymentOptionsResponse } from '@irreplaceable/contracts/payments/get-payment-options';

const tags = ['payments'];

/** Buying packs (/api/payments/...): the options, a checkout, and whether it has landed. */
export async function paymentsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = {
    401: ZErrorResponse,
    404: ZErrorResponse,
    422: ZErrorResponse,
    429: ZErrorResponse,
    502: ZErrorResponse,
    503: ZErrorResponse,
  };

  api.get(
    '/payments/options',
    { schema: { tags, response: { 200: ZPaymentOptionsResponse } } },
    async () => app.payments.options(),
  );

  api.post(
    '/payments/checkout',
    {
      onRequest: app.requireUser,
      config: {
        rateLimit: {
          max: 20,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => request.currentUser?.id ?? request.ip,
        },
      },
      schema: {
        tags,
        body: ZCreateCheckoutRequest,
        response: { 200: ZCreateCheckoutResponse, 400: ZErrorResponse, ...errors },
      },
    },
    async (request) =>
      app.payments.createCheckout(request.currentUser!.id, request.body, request.language),
  );

  api.get(
    '/payments/checkout/:sessionId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: ZCheckoutSessionParams,
        response: { 200: ZCheckoutSessionResponse, ...errors },
      },
    },
    async (request) => app.payments.checkout(request.currentUser!.id, request.params.sessionId),
  );

  await app.register(webhookRoute);
}

/**
 * POST /api/payments/webhook: the provider's signed events. Its own scope, so only here is the
 * body kept as raw bytes: the signature covers those exact bytes, not a re-serialised object.
 * Not rate limited per address (Stripe sends from a few); a bad signature stores nothing.
 */
async function webhookRoute(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.withTypeProvider<ZodTypeProvider>().post(
    '/payments/webhook',
    {
      config: { rateLimit: false },
      schema: {
        tags,
        description: 'Stripe-signed events (`Stripe-Signature`), verified on the raw body.',
        response: {
          200: z.object({ received: z.literal(true), duplicate: z.boolean() }),
          400: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const receipt = await app.payments.receiveWebhook(
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        typeof signature === 'string' ? signature : undefined,
      );
      return { received: true as const, duplicate: receipt.duplicate };
    },
  );
}
