import Stripe from 'stripe';
import { PAYMENTS } from '@irreplaceable/contracts/constants';
import { AppError } from '../errors/app-error';

/**
 * Checks a webhook as Stripe signs it (`Stripe-Signature: t=…,v1=…`, an HMAC-SHA256 of
 * `${t}.${body}` with the webhook secret) with the library's own verifier, on the body's exact
 * bytes; older than the tolerance counts as a replay. Answers the event's JSON.
 */
export function verifyWebhook(
  rawBody: Buffer | string,
  signature: string | undefined,
  secret: string,
  now: Date = new Date(),
): Record<string, unknown> {
  if (!signature) throw new AppError('webhook_signature_invalid');
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
export function signWebhook(payload: string, secret: string, now: Date = new Date()): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(now.getTime() / 1000),
  });
}
