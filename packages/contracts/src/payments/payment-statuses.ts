import { z } from 'zod';

/**
 * A Checkout session's life in our table: `created` when the buyer is sent to pay, `completed`
 * once its paid webhook credited the pack, `expired` when the provider gave up on it, and
 * `refunded` once a refund took the credits back.
 */
export const CHECKOUT_SESSION_STATUSES = ['created', 'completed', 'expired', 'refunded'] as const;
export const ZCheckoutSessionStatus = z.enum(CHECKOUT_SESSION_STATUSES);
export type TCheckoutSessionStatus = z.infer<typeof ZCheckoutSessionStatus>;

/** What became of a stored webhook event: it changed something, it had nothing to do, or it was refused. */
export const WEBHOOK_EVENT_STATUSES = ['processed', 'ignored', 'failed'] as const;
export const ZWebhookEventStatus = z.enum(WEBHOOK_EVENT_STATUSES);
export type TWebhookEventStatus = z.infer<typeof ZWebhookEventStatus>;

/** Where the money is handled: Stripe, or the app's own development page where none moves. */
export const PAYMENT_PROVIDERS = ['stripe', 'dev'] as const;
export type TPaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
