import type { Config } from '../../config';
import { createDevPaymentProvider } from './dev-payment-provider';
import type { PaymentProvider } from './payment-provider';
import { createStripePaymentProvider } from './stripe-payment-provider';

/** Stripe when configured, the development page when allowed, else none: buying is off. */
export function createPaymentProvider(
  config: Pick<Config, 'payments' | 'publicUrl'>,
): PaymentProvider | undefined {
  const { payments } = config;
  if (!payments) return undefined;
  return payments.provider === 'stripe'
    ? createStripePaymentProvider({ secretKey: payments.secretKey, apiUrl: payments.apiUrl })
    : createDevPaymentProvider({ publicUrl: config.publicUrl });
}
