import type Stripe from 'stripe';
import { AppError } from '../errors/app-error';
import type { CheckoutRequest, CreatedCheckout, PaymentProvider } from './payment-provider';
import { loadStripe } from './stripe-library';

/** Stripe's Checkout speaks Chinese as `zh`; everything else we show is English. */
const STRIPE_LOCALES = { en: 'en', zh: 'zh' } as const;

export interface StripeProviderOptions {
  secretKey: string;
  /** Another address for the API (tests' loopback stand-in); Stripe's own when unset. */
  apiUrl?: string | undefined;
  timeoutMs?: number;
}

function connectionOf(
  apiUrl: string | undefined,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/** Checkout sessions on Stripe: one line item priced from our table, paid once. */
export function createStripePaymentProvider(options: StripeProviderOptions): PaymentProvider {
  let client: Promise<Stripe> | undefined;
  const stripeOnce = () =>
    (client ??= loadStripe().then(
      (StripeLibrary) =>
        new StripeLibrary(options.secretKey, {
          ...connectionOf(options.apiUrl),
          maxNetworkRetries: 2,
          timeout: options.timeoutMs ?? 20_000,
          appInfo: { name: 'irreplaceable' },
        }),
    ));

  return {
    kind: 'stripe',
    async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
      const metadata = {
        user_id: request.userId,
        pack: String(request.pack),
        credits: String(request.credits),
      };
      const stripe = await stripeOnce();
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amount,
                product_data: { name: request.productName },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          client_reference_id: request.userId,
          metadata,
          payment_intent_data: { metadata },
          locale: STRIPE_LOCALES[request.language],
        });
      } catch (error) {
        throw new AppError('payment_provider_failed', {}, { cause: error });
      }
      if (!session.url) {
        throw new AppError('payment_provider_failed', {}, { cause: new Error('no session url') });
      }
      return { id: session.id, url: session.url };
    },
  };
}
