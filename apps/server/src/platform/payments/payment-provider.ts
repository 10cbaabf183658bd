import type { Language } from '@irreplaceable/contracts/constants';
import type { TPaymentProvider } from '@irreplaceable/contracts/payments/payment-statuses';

/** One pack to pay for, priced by the server; the URLs bring the buyer back to the app. */
export interface CheckoutRequest {
  userId: string;
  pack: number;
  credits: number;
  /** In the currency's smallest unit. */
  amount: number;
  currency: string;
  productName: string;
  /** May hold `{CHECKOUT_SESSION_ID}`, which the provider fills in. */
  successUrl: string;
  cancelUrl: string;
  language: Language;
}

export interface CreatedCheckout {
  /** The provider's session id (`cs_…`): our row's id and what its webhooks name. */
  id: string;
  /** The provider's page where the buyer pays. */
  url: string;
}

/**
 * Where a buyer pays. Stripe in production; the app's own development page otherwise. Both
 * confirm a payment the same way, by a `checkout.session.completed` webhook signed with the
 * webhook secret, so everything after the payment page is one code path.
 */
export interface PaymentProvider {
  readonly kind: TPaymentProvider;
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
}
