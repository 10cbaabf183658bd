import { stripeStyleId } from './dev-payment-provider';
import { loadStripe } from './stripe-library';

/** What the development page knows of a session when it reports on it. */
export interface DevSessionFacts {
  id: string;
  userId: string;
  pack: number;
  credits: number;
  amount: number;
  currency: string;
  createdAt: Date;
  paymentIntent: string | null;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The envelope Stripe wraps every event in. */
async function event(type: string, object: Record<string, unknown>, now: Date) {
  const Stripe = await loadStripe();
  return {
    id: stripeStyleId('evt', 24),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: seconds(now),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/**
 * `checkout.session.completed` for a session paid on the development page, in the shape Stripe
 * sends for a paid card payment, with a fresh `pi_…` standing in for Stripe's payment.
 */
export function devCheckoutCompletedEvent(session: DevSessionFacts, now: Date = new Date()) {
  return event(
    'checkout.session.completed',
    {
      id: session.id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'complete',
      payment_status: 'paid',
      amount_subtotal: session.amount,
      amount_total: session.amount,
      currency: session.currency,
      client_reference_id: session.userId,
      metadata: {
        user_id: session.userId,
        pack: String(session.pack),
        credits: String(session.credits),
      },
      payment_intent: session.paymentIntent ?? stripeStyleId('pi', 24),
      created: seconds(session.createdAt),
      livemode: false,
    },
    now,
  );
}

/** `charge.refunded` for the whole of a development payment. */
export function devChargeRefundedEvent(session: DevSessionFacts, now: Date = new Date()) {
  return event(
    'charge.refunded',
    {
      id: stripeStyleId('ch', 24),
      object: 'charge',
      amount: session.amount,
      amount_captured: session.amount,
      amount_refunded: session.amount,
      currency: session.currency,
      paid: true,
      refunded: true,
      status: 'succeeded',
      payment_intent: session.paymentIntent,
      created: seconds(now),
      livemode: false,
    },
    now,
  );
}
