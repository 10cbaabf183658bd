import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../platform/errors/app-error';
import {
  devChargeRefundedEvent,
  devCheckoutCompletedEvent,
} from '../../platform/payments/dev-events';
import { signWebhook } from '../../platform/payments/webhook-signature';
import { paymentsRepository as repository, type CheckoutSessionRow } from './repository';

/** Hands a signed body to our own webhook endpoint and answers its HTTP status. */
export type WebhookDelivery = (body: string, signature: string) => Promise<number>;

/**
 * The development payment page's actions. Paying does what Stripe would: it signs a
 * `checkout.session.completed` with the webhook secret and delivers it to our webhook, so the
 * credit arrives by the same verified path as a real payment.
 */
export function createDevPayService(deps: {
  db: Database;
  webhookSecret: string;
  deliver: WebhookDelivery;
  now?: () => Date;
}) {
  const { db, webhookSecret, deliver } = deps;
  const now = deps.now ?? (() => new Date());

  async function send(event: { type: string }): Promise<void> {
    const body = JSON.stringify(event);
    const status = await deliver(body, await signWebhook(body, webhookSecret, now()));
    if (status < 200 || status >= 300) {
      throw new AppError('payment_provider_failed', {}, { cause: new Error(`webhook ${status}`) });
    }
  }

  /** A session made for the development page; Stripe's and unknown ids are not found here. */
  async function session(id: string): Promise<CheckoutSessionRow> {
    const row = await repository.findSession(db, id);
    if (!row || row.provider !== 'dev') throw new AppError('not_found');
    return row;
  }

  return {
    session,

    async buyerEmail(userId: string): Promise<string> {
      const [user] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return user?.email ?? '';
    },

    /** Pays an open session; paying one already paid leaves it to the webhook's once-only rule. */
    async pay(id: string): Promise<CheckoutSessionRow> {
      const row = await session(id);
      if (row.status === 'created') await send(await devCheckoutCompletedEvent(row, now()));
      return session(id);
    },

    /** Refunds a paid session in full, as a refund in Stripe's dashboard would. */
    async refund(id: string): Promise<CheckoutSessionRow> {
      const row = await session(id);
      if (row.status === 'completed') await send(await devChargeRefundedEvent(row, now()));
      return session(id);
    },
  };
}

export type DevPayService = ReturnType<typeof createDevPayService>;
