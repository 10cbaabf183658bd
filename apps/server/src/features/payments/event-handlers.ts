import { AppError } from '../../platform/errors/app-error';
import { applyCreditChange, type DbTransaction } from '../credits/ledger';
import { isUniqueViolation } from '../../db/unique-violation';
import { paymentsRepository as repository, type EventOutcome } from './repository';
import { ZChargeObject, ZCheckoutSessionObject, type TWebhookEnvelope } from './stripe-objects';

/** Why an event changed nothing: stored on its row as `error`, for the admin to read. */
export type EventError =
  | 'unhandled_event_type'
  | 'malformed_object'
  | 'unknown_session'
  | 'user_mismatch'
  | 'not_paid'
  | 'amount_mismatch'
  | 'currency_mismatch'
  | 'already_credited'
  | 'session_expired'
  | 'session_not_open'
  | 'no_payment_intent'
  | 'unknown_payment_intent'
  | 'already_refunded'
  | 'session_not_completed'
  | 'partial_refund'
  | 'insufficient_balance_for_refund';

function outcome(
  status: EventOutcome['status'],
  error: EventError | null,
  about: { userId?: string | null; sessionId?: string | null; needsAttention?: boolean } = {},
): EventOutcome {
  return {
    status,
    error,
    userId: about.userId ?? null,
    sessionId: about.sessionId ?? null,
    needsAttention: about.needsAttention ?? false,
  };
}

/**
 * A paid Checkout session credits its pack: only a session of ours, only for the amount and
 * currency we asked, and only once. The session row is locked and moved from `created` to
 * `completed` in the same transaction as the ledger row, so a repeat under the same or another
 * event id finds it completed and credits nothing.
 */
async function completeCheckout(tx: DbTransaction, event: TWebhookEnvelope): Promise<EventOutcome> {
  const parsed = ZCheckoutSessionObject.safeParse(event.data.object);
  if (!parsed.success) return outcome('failed', 'malformed_object');
  const paid = parsed.data;
  const session = await repository.lockSession(tx, paid.id);
  if (!session) return outcome('failed', 'unknown_session', { sessionId: null });
  const about = { userId: session.userId, sessionId: session.id };
  const attention = { ...about, needsAttention: true };

  if (paid.client_reference_id && paid.client_reference_id !== session.userId) {
    return outcome('failed', 'user_mismatch', attention);
  }
  if (paid.payment_status !== 'paid') return outcome('ignored', 'not_paid', about);
  if (paid.amount_total !== session.amount) return outcome('failed', 'amount_mismatch', attention);
  if (paid.currency?.toLowerCase() !== session.currency) {
    return outcome('failed', 'currency_mismatch', attention);
  }
  switch (session.status) {
    case 'created':
      break;
    case 'completed':
    case 'refunded':
      return outcome('ignored', 'already_credited', about);
    case 'expired':
      // Money taken for a session we saw expire: a person must look.
      return outcome('failed', 'session_expired', attention);
  }

  const completed = await repository.markCompleted(tx, session.id, paid.payment_intent);
  if (!completed) return outcome('ignored', 'already_credited', about);
  try {
    await applyCreditChange(tx, {
      userId: session.userId,
      amount: session.credits,
      kind: 'paid',
      reason: 'top_up',
      feature: session.featureName,
      reference: session.id,
    });
  } catch (error) {
    // The ledger's own guard: a top-up row for this session already exists.
    if (isUniqueViolation(error, 'credit_ledger_top_up_idx')) {
      return outcome('ignored', 'already_credited', about);
    }
    throw error;
  }
  return outcome('processed', null, about);
}

async function expireCheckout(tx: DbTransaction, event: TWebhookEnvelope): Promise<EventOutcome> {
  const parsed = ZCheckoutSessionObject.pick({ id: true }).safeParse(event.data.object);
  if (!parsed.success) return outcome('failed', 'malformed_object');
  const session = await repository.lockSession(tx, parsed.data.id);
  if (!session) return outcome('ignored', 'unknown_session');
  const about = { userId: session.userId, sessionId: session.id };
  return (await repository.markExpired(tx, session.id))
    ? outcome('processed', null, about)
    : outcome('ignored', 'session_not_open', about);
}

/**
 * A full refund takes the pack's credits back, through the ledger, all or nothing: when the
 * buyer has already spent them the balance is left alone (never below zero) and the event is
 * kept as failed for an administrator. A replay once the balance allows finishes the refund.
 */
async function refundCharge(tx: DbTransaction, event: TWebhookEnvelope): Promise<EventOutcome> {
  const parsed = ZChargeObject.safeParse(event.data.object);
  if (!parsed.success) return outcome('failed', 'malformed_object');
  const charge = parsed.data;
  if (!charge.payment_intent) return outcome('ignored', 'no_payment_intent');
  const session = await repository.lockSessionByPaymentIntent(tx, charge.payment_intent);
  if (!session) return outcome('ignored', 'unknown_payment_intent');
  const about = { userId: session.userId, sessionId: session.id };
  const attention = { ...about, needsAttention: true };

  if (session.status === 'refunded') return outcome('ignored', 'already_refunded', about);
  if (session.status !== 'completed') return outcome('failed', 'session_not_completed', attention);
  if (!charge.refunded || charge.amount_refunded < session.amount) {
    return outcome('failed', 'partial_refund', attention);
  }
  try {
    await applyCreditChange(tx, {
      userId: session.userId,
      amount: -session.credits,
      kind: 'paid',
      reason: 'top_up_refund',
      feature: session.featureName,
      reference: session.id,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'insufficient_credit') {
      return outcome('failed', 'insufficient_balance_for_refund', attention);
    }
    if (isUniqueViolation(error, 'credit_ledger_top_up_refund_idx')) {
      return outcome('ignored', 'already_refunded', about);
    }
    throw error;
  }
  await repository.markRefunded(tx, session.id);
  return outcome('processed', null, about);
}

const HANDLERS: Record<
  string,
  (tx: DbTransaction, event: TWebhookEnvelope) => Promise<EventOutcome>
> = {
  'checkout.session.completed': completeCheckout,
  // A delayed payment method (a bank transfer) reports its success later, in the same shape.
  'checkout.session.async_payment_succeeded': completeCheckout,
  'checkout.session.expired': expireCheckout,
  'charge.refunded': refundCharge,
};

/** Applies one verified event inside the caller's transaction; unknown types change nothing. */
export async function applyEvent(
  tx: DbTransaction,
  event: TWebhookEnvelope,
): Promise<EventOutcome> {
  const handler = HANDLERS[event.type];
  if (!handler) return outcome('ignored', 'unhandled_event_type');
  return handler(tx, event);
}
