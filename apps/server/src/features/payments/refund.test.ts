import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { TOP_UP_PACKS } from '@irreplaceable/contracts/constants';
import { checkoutSessions, creditLedger, webhookEvents } from '../../db/schema';
import { signInUser } from '../../test/news-fixtures';
import {
  createTestApp,
  databaseKinds,
  TEST_WEBHOOK_SECRET,
  type TestApp,
} from '../../test/test-app';
import { applyCreditChange, spendCredits } from '../credits/ledger';
import {
  balanceOf,
  completedEvent,
  deliver,
  openCheckout,
  refundedEvent,
  uniqueId,
} from './testing/webhooks';

const FIVE = TOP_UP_PACKS.find((row) => row.pack === 5)!;
const secret = TEST_WEBHOOK_SECRET;

describe.each(databaseKinds)('refund webhooks (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { RATE_LIMIT_MAX: '100000' } });
  }, 60_000);
  afterAll(async () => t?.close());

  const storedEvent = async (eventId: string) => {
    const [row] = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, eventId));
    return row;
  };
  const sessionRow = async (id: string) =>
    (await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]!;

  /** A signed-in buyer with an open Checkout session for the SGD 5 pack. */
  async function buyer() {
    const reader = await signInUser(t.app, 'buyer');
    const checkout = await openCheckout(t.app, reader.token, 5);
    return { ...reader, sessionId: checkout.session_id };
  }

  it('takes the credits back on a full refund, once', async () => {
    const { token, user, sessionId } = await buyer();
    const paid = completedEvent({ id: sessionId, amount: FIVE.amount });
    await deliver(t.app, paid, { secret });
    await applyCreditChange(t.database.db, {
      userId: user.id,
      amount: 2,
      kind: 'free',
      reason: 'daily_gift',
      reference: uniqueId('day'),
    });
    const refund = refundedEvent({
      paymentIntent: paid.data.object.payment_intent,
      amount: FIVE.amount,
    });

    expect((await deliver(t.app, refund, { secret })).statusCode).toBe(200);
    expect(await storedEvent(refund.id)).toMatchObject({
      status: 'processed',
      userId: user.id,
      sessionId,
    });
    expect(await balanceOf(t.app, token)).toMatchObject({ paid: 0, free: 2 });
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'refunded' });
    expect((await sessionRow(sessionId)).refundedAt).toBeInstanceOf(Date);

    // Stripe also sends refund events under other ids (charge.refund.updated and the like).
    const again = refundedEvent({
      paymentIntent: paid.data.object.payment_intent,
      amount: FIVE.amount,
    });
    await deliver(t.app, again, { secret });
    expect(await storedEvent(again.id)).toMatchObject({
      status: 'ignored',
      error: 'already_refunded',
    });
    expect(await balanceOf(t.app, token)).toMatchObject({ paid: 0, free: 2 });
    // A refunded session paid again (a replay of the old event) credits nothing.
    await t.app.payments.replayEvent((await storedEvent(paid.id))!.id);
    expect((await balanceOf(t.app, token)).paid).toBe(0);
  });

  it('holds a refund the balance cannot cover: nothing taken, flagged, finished by a later replay', async () => {
    const { token, user, sessionId } = await buyer();
    const paid = completedEvent({ id: sessionId, amount: FIVE.amount });
    await deliver(t.app, paid, { secret });
    await spendCredits(t.database.db, {
      userId: user.id,
      amount: FIVE.credits - 5,
      reason: 'analysis_charge',
      feature: 'cv_analysis',
      reference: uniqueId('analysis'),
    });
    const refund = refundedEvent({
      paymentIntent: paid.data.object.payment_intent,
      amount: FIVE.amount,
    });

    expect((await deliver(t.app, refund, { secret })).statusCode).toBe(200);
    const held = (await storedEvent(refund.id))!;
    expect(held).toMatchObject({
      status: 'failed',
      error: 'insufficient_balance_for_refund',
      needsAttention: true,
      userId: user.id,
    });
    expect(await balanceOf(t.app, token)).toMatchObject({ paid: 5, total: 5 });
    expect((await sessionRow(sessionId)).status).toBe('completed');
    const refunds = await t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.reason, 'top_up_refund'), eq(creditLedger.reference, sessionId)));
    expect(refunds).toEqual([]);

    // Still short: the replay leaves everything as it was.
    expect(await t.app.payments.replayEvent(held.id)).toMatchObject({ status: 'failed' });
    expect((await balanceOf(t.app, token)).paid).toBe(5);

    await applyCreditChange(t.database.db, {
      userId: user.id,
      amount: FIVE.credits,
      kind: 'paid',
      reason: 'admin_grant',
    });
    const settled = await t.app.payments.replayEvent(held.id);
    expect(settled).toMatchObject({ status: 'processed', error: null, needsAttention: false });
    expect((await balanceOf(t.app, token)).paid).toBe(5);
    expect((await sessionRow(sessionId)).status).toBe('refunded');
  });

  it('leaves a partial refund to a person', async () => {
    const { token, sessionId } = await buyer();
    const paid = completedEvent({ id: sessionId, amount: FIVE.amount });
    await deliver(t.app, paid, { secret });
    const partial = refundedEvent({
      paymentIntent: paid.data.object.payment_intent,
      amount: FIVE.amount,
      refunded: 200,
    });
    await deliver(t.app, partial, { secret });
    expect(await storedEvent(partial.id)).toMatchObject({
      status: 'failed',
      error: 'partial_refund',
      needsAttention: true,
    });
    expect((await balanceOf(t.app, token)).paid).toBe(FIVE.credits);
    const stranger = refundedEvent({ paymentIntent: uniqueId('pi'), amount: 500 });
    await deliver(t.app, stranger, { secret });
    expect(await storedEvent(stranger.id)).toMatchObject({
      status: 'ignored',
      error: 'unknown_payment_intent',
    });
  });
});
