import type Stripe from 'stripe';

let loading: Promise<typeof Stripe> | undefined;

/**
 * The Stripe library, loaded on its first use (a checkout, a webhook, the development page's
 * payment) rather than at start: it holds about 3 MB that a server selling nothing never needs.
 */
export function loadStripe(): Promise<typeof Stripe> {
  return (loading ??= import('stripe').then((module) => module.default));
}
