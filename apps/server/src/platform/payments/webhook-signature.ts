import { PAYMENTS } from '@irreplaceable/contracts/constants';
import { AppError } from '../errors/app-error';
import type { Stripe as StripeTypes } from 'stripe';
import { loadStripe } from './stripe-library';

type StripeEvent = StripeTypes.Event;

/**
 * The signed timestamp, read as Stripe's verifier reads it (the last `t=` item, parsed as a
 * decimal integer), so both checks judge the same number. NaN when there is none.
 */
function signedTimestamp(signature: string): number {
  let timestamp = Number.NaN;
  for (const item of signature.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp;
}

/**
 * Checks a webhook as Stripe signs it (`Stripe-Signature: t=…,v1=…`, an HMAC-SHA256 of
 * `${t}.${body}` with the webhook secret) with the library's own verifier, on the body's exact
 * bytes. The library refuses a timestamp older than the tolerance (a replay) but accepts any
 * timestamp ahead of the clock; one further ahead than the same tolerance is refused here, since
 * a payload signed for the future (a leaked secret, a signer with a wrong clock) would otherwise
 * stay replayable for as long as its date lies ahead. Answers the event's JSON.
 */
export async function verifyWebhook(
  rawBody: Buffer | string,
  signature: string | undefined,
  secret: string,
  now: Date = new Date(),
): Promise<Record<string, unknown>> {
  if (!signature) throw new AppError('webhook_signature_invalid');
  const stripe = await loadStripe();
  let event: StripeEvent;
  try {
    event = stripe.webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      PAYMENTS.webhookToleranceSeconds,
      undefined,
      // The library wants milliseconds here, and seconds in the signature's timestamp.
      now.getTime(),
    );
  } catch (error) {
    throw new AppError('webhook_signature_invalid', {}, { cause: error });
  }
  const aheadSeconds = signedTimestamp(signature) - Math.floor(now.getTime() / 1000);
  if (!(aheadSeconds <= PAYMENTS.webhookToleranceSeconds)) {
    throw new AppError('webhook_signature_invalid');
  }
  return event as unknown as Record<string, unknown>;
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
