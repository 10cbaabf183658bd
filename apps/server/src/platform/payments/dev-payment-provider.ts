import crypto from 'node:crypto';
import type { CheckoutRequest, CreatedCheckout, PaymentProvider } from './payment-provider';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-style id: the prefix and random letters and digits, unguessable like Stripe's. */
export function stripeStyleId(prefix: string, length = 40): string {
  const bytes = crypto.randomBytes(length);
  let text = '';
  for (const byte of bytes) text += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return `${prefix}_${text}`;
}

/**
 * The development payment page, served by the app itself at /dev/pay/:id: no keys, no network,
 * no money. Paying there delivers a signed `checkout.session.completed` to our own webhook.
 */
export function createDevPaymentProvider(options: { publicUrl: string }): PaymentProvider {
  const base = new URL(options.publicUrl);
  return {
    kind: 'dev',
    async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
      const id = stripeStyleId('cs_test');
      const url = new URL(`/dev/pay/${id}`, base);
      url.searchParams.set('lang', request.language);
      return { id, url: url.href };
    },
  };
}
