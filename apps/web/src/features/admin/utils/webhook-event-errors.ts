/**
 * The codes the server stores in a webhook event's `error` (EventError in the server's
 * payments/event-handlers.ts), each explained in the catalogue under `errors.<code>`. A code not
 * listed here is shown as it is.
 */
export const KNOWN_EVENT_ERRORS = [
  'unhandled_event_type',
  'malformed_object',
  'unknown_session',
  'user_mismatch',
  'not_paid',
  'amount_mismatch',
  'currency_mismatch',
  'already_credited',
  'session_expired',
  'session_not_open',
  'no_payment_intent',
  'unknown_payment_intent',
  'already_refunded',
  'session_not_completed',
  'partial_refund',
  'insufficient_balance_for_refund',
] as const;

export type TKnownEventError = (typeof KNOWN_EVENT_ERRORS)[number];

export function knownEventError(code: string): TKnownEventError | null {
  return KNOWN_EVENT_ERRORS.find((known) => known === code) ?? null;
}
