import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TCreateCheckoutResponse } from '@irreplaceable/contracts/payments/create-checkout';
import type { TCreditBalanceResponse } from '@irreplaceable/contracts/credits/credits';
import { bearer } from '../../../test/factories';

let sequence = 0;
export const uniqueId = (prefix: string) => {
  sequence += 1;
  return `${prefix}_${Date.now().toString(36)}${sequence.toString(36)}${crypto.randomBytes(6).toString('hex')}`;
};

/**
 * Signs a body the way Stripe documents it, written here by hand rather than with the library, so
 * the tests check the server against the documented scheme: `t=<seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">`.
 */
export function stripeSignature(body: string, secret: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = crypto.createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex');
  return `t=${t},v1=${v1}`;
}

export function deliver(
  app: FastifyInstance,
  event: unknown,
  options: { secret: string; signature?: string | null; at?: Date },
) {
  const body = typeof event === 'string' ? event : JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? stripeSignature(body, options.secret, options.at)
      : options.signature;
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature !== null && { 'stripe-signature': signature }),
    },
    payload: body,
  });
}

/** A `checkout.session.completed` as Stripe sends it for a paid card payment. */
export function completedEvent(session: {
  id: string;
  amount: number;
  currency?: string;
  userId?: string | null;
  paymentIntent?: string;
  paymentStatus?: string;
  eventId?: string;
}) {
  return {
    id: session.eventId ?? uniqueId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: session.paymentStatus ?? 'paid',
        amount_subtotal: session.amount,
        amount_total: session.amount,
        currency: session.currency ?? 'sgd',
        client_reference_id: session.userId ?? null,
        payment_intent: session.paymentIntent ?? uniqueId('pi'),
        livemode: false,
      },
    },
  };
}

/** A `charge.refunded` for a payment, in full unless told otherwise. */
export function refundedEvent(charge: {
  paymentIntent: string;
  amount: number;
  refunded?: number;
  eventId?: string;
}) {
  const refunded = charge.refunded ?? charge.amount;
  return {
    id: charge.eventId ?? uniqueId('evt'),
    object: 'event',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type: 'charge.refunded',
    data: {
      object: {
        id: uniqueId('ch'),
        object: 'charge',
        amount: charge.amount,
        amount_refunded: refunded,
        refunded: refunded >= charge.amount,
        currency: 'sgd',
        payment_intent: charge.paymentIntent,
        status: 'succeeded',
      },
    },
  };
}

export async function startCheckout(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers: bearer(token),
    payload: {
      pack: 5,
      feature_name: 'cv_analysis',
      source_path: '/cv-analysis/start',
      source_name: 'CV analysis',
      ...body,
    },
  });
}

export async function openCheckout(app: FastifyInstance, token: string, pack = 5) {
  const response = await startCheckout(app, token, { pack });
  if (response.statusCode !== 200) throw new Error(`checkout failed: ${response.body}`);
  return response.json<TCreateCheckoutResponse>();
}

export async function balanceOf(app: FastifyInstance, token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/credits/balance',
    headers: bearer(token),
  });
  return response.json<TCreditBalanceResponse>();
}
