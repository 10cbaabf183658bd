import { PAYMENTS } from '@irreplaceable/contracts/constants';
import { AppError } from '../errors/app-error';
import { loadStripe } from './stripe-library';

/**
 * Checks a webhook as Stripe signs it (`Stripe-Signature: t=…,v1=…`, an HMAC-SHA256 of
 * `${t}.${body}` with the webhook secret) with the library's own verifier, on the body's exact
 * bytes; older than the tolerance counts as a replay. Answers the event's JSON.
 */
export async function verifyWebhook(
  rawBody: Buffer | string,
  signature: string | undefined,
  secret: string,
  now: Date = new Date(),
): Promise<Record<string, unknown>> {
  if (!signature) throw new AppError('webhook_signature_invalid');
  const Stripe = await loadStripe();
  try {
    const event = Stripe.webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      PAYMENTS.webhookToleranceSeconds,
      undefined,
      // The library wants milliseconds here, and seconds in the signature's timestamp.
      now.getTime(),
    );
    return event as unknown as Record<string, unknown>;
  } catch (error) {
    throw new AppError('webhook_signature_invalid', {}, { cause: error });
  }
}

/** The header Stripe would send with this body: the development page's deliveries and the tests. */
export async function signWebhook(
  payload: string,
  secret: string,
  now: Date = new Date(),
): Promise<string> {
  const Stripe = await loadStripe();
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(now.getTime() / 1000),
  });
}
