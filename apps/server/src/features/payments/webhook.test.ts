import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { TOP_UP_PACKS } from '@irreplaceable/contracts/constants';
import { checkoutSessions, creditLedger, webhookEvents } from '../../db/schema';
import { signInUser } from '../../test/news-fixtures';
import {
  createTestApp,
  databaseKinds,
  TEST_WEBHOOK_SECRET,
  type TestApp,
} from '../../test/test-app';
import {
  balanceOf,
  completedEvent,
  deliver,
  openCheckout,
  stripeSignature,
  uniqueId,
} from './testing/webhooks';

const FIVE = TOP_UP_PACKS.find((row) => row.pack === 5)!;
const secret = TEST_WEBHOOK_SECRET;

describe.each(databaseKinds)('payment webhooks (%s)', (kind) => {
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
  const eventCount = async () =>
    (await t.database.db.select({ n: count() }).from(webhookEvents))[0]!.n;
  const topUps = async (sessionId: string) =>
    t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.reason, 'top_up'), eq(creditLedger.reference, sessionId)));
  const sessionRow = async (id: string) =>
    (await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]!;

  /** A signed-in buyer with an open Checkout session for the SGD 5 pack. */
  async function buyer() {
    const reader = await signInUser(t.app, 'buyer');
    const checkout = await openCheckout(t.app, reader.token, 5);
    return { ...reader, sessionId: checkout.session_id };
  }

  it('credits a paid session once, records the payment, and answers a redelivery with 200', async () => {
    const { token, user, sessionId } = await buyer();
    const event = completedEvent({ id: sessionId, amount: FIVE.amount, userId: user.id });

    const first = await deliver(t.app, event, { secret });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await balanceOf(t.app, token)).toMatchObject({
      paid: FIVE.credits,
      total: FIVE.credits,
    });

    const again = await deliver(t.app, event, { secret });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect((await balanceOf(t.app, token)).paid).toBe(FIVE.credits);

    const [entry, ...more] = await topUps(sessionId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ amount: FIVE.credits, kind: 'paid', userId: user.id });
    const stored = await storedEvent(event.id);
    expect(stored).toMatchObject({
      type: 'checkout.session.completed',
      status: 'processed',
      error: null,
      userId: user.id,
      sessionId,
      needsAttention: false,
    });
    expect(stored!.payload).toMatchObject({ id: event.id, data: { object: { id: sessionId } } });
    expect(stored!.processedAt).toBeInstanceOf(Date);
    expect(await sessionRow(sessionId)).toMatchObject({
      status: 'completed',
      paymentIntent: event.data.object.payment_intent,
    });
  });

  it('credits once when the same session is reported again under another event id', async () => {
    const { token, sessionId } = await buyer();
    await deliver(t.app, completedEvent({ id: sessionId, amount: FIVE.amount }), { secret });
    const other = completedEvent({ id: sessionId, amount: FIVE.amount });
    const response = await deliver(t.app, other, { secret });
    expect(response.statusCode).toBe(200);
    expect(await storedEvent(other.id)).toMatchObject({
      status: 'ignored',
      error: 'already_credited',
    });
    expect((await balanceOf(t.app, token)).paid).toBe(FIVE.credits);
    expect(await topUps(sessionId)).toHaveLength(1);
  });

  it('credits once when one event is delivered twenty times at once', async () => {
    const { token, sessionId } = await buyer();
    const event = completedEvent({ id: sessionId, amount: FIVE.amount });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => deliver(t.app, event, { secret })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(
      answers.filter((answer) => !answer.json<{ duplicate: boolean }>().duplicate),
    ).toHaveLength(1);
    expect((await balanceOf(t.app, token)).paid).toBe(FIVE.credits);
    expect(await topUps(sessionId)).toHaveLength(1);
  });

  it('credits once when twenty events about one session race', async () => {
    const { token, sessionId } = await buyer();
    const events = Array.from({ length: 20 }, () =>
      completedEvent({ id: sessionId, amount: FIVE.amount }),
    );
    const answers = await Promise.all(events.map((event) => deliver(t.app, event, { secret })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect((await balanceOf(t.app, token)).paid).toBe(FIVE.credits);
    expect(await topUps(sessionId)).toHaveLength(1);
    const statuses = await Promise.all(events.map((event) => storedEvent(event.id)));
    expect(statuses.filter((row) => row?.status === 'processed')).toHaveLength(1);
    expect(statuses.filter((row) => row?.error === 'already_credited')).toHaveLength(19);
  });

  it('replays a stored event without crediting twice', async () => {
    const { token, sessionId } = await buyer();
    const event = completedEvent({ id: sessionId, amount: FIVE.amount });
    await deliver(t.app, event, { secret });
    const stored = (await storedEvent(event.id))!;

    const replayed = await t.app.payments.replayEvent(stored.id);
    expect(replayed).toMatchObject({ id: stored.id, status: 'processed' });
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => t.app.payments.replayEvent(stored.id)),
    );
    expect(racing.every((row) => row.status === 'processed')).toBe(true);
    expect((await balanceOf(t.app, token)).paid).toBe(FIVE.credits);
    expect(await topUps(sessionId)).toHaveLength(1);
    await expect(t.app.payments.replayEvent('not-a-uuid')).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('refuses a forged signature, a stale or future one, another secret and a missing header, storing nothing', async () => {
    const { token, sessionId } = await buyer();
    const event = completedEvent({ id: sessionId, amount: FIVE.amount });
    const body = JSON.stringify(event);
    const before = await eventCount();
    const sixMinutesAgo = new Date(Date.now() - 6 * 60_000);
    const tenYearsAhead = new Date(Date.now() + 10 * 365 * 24 * 60 * 60_000);
    const cases = {
      forged: { secret, signature: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
      otherSecret: { secret: 'whsec_someone_else' },
      stale: { secret, at: sixMinutesAgo },
      future: { secret, at: tenYearsAhead },
      missing: { secret, signature: null },
      garbage: { secret, signature: 'not a signature' },
      // A valid signature of another body does not cover this one.
      tampered: { secret, signature: stripeSignature(body.replace('"paid"', '"PAID"'), secret) },
    };
    for (const [name, options] of Object.entries(cases)) {
      const response = await deliver(t.app, body, options);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toMatchObject({ error_type: 'webhook_signature_invalid' });
    }
    expect(await eventCount()).toBe(before);
    expect((await balanceOf(t.app, token)).total).toBe(0);
    expect((await sessionRow(sessionId)).status).toBe('created');

    // Four minutes old is within the five-minute tolerance.
    const recent = await deliver(t.app, body, { secret, at: new Date(Date.now() - 4 * 60_000) });
    expect(recent.statusCode).toBe(200);
    expect((await balanceOf(t.app, token)).paid).toBe(FIVE.credits);
  });

  it('accepts a signature dated four minutes ahead: a sender whose clock runs fast', async () => {
    const { token, sessionId } = await buyer();
    const event = completedEvent({ id: sessionId, amount: FIVE.amount });
    const response = await deliver(t.app, event, {
      secret,
      at: new Date(Date.now() + 4 * 60_000),
    });
    expect(response.statusCode).toBe(200);
    expect((await storedEvent(event.id))?.status).toBe('processed');
    expect((await balanceOf(t.app, token)).paid).toBe(FIVE.credits);
  });

  it('stores a paid event with the wrong amount or currency as failed and credits nothing', async () => {
    const { token, sessionId } = await buyer();
    const cheap = completedEvent({ id: sessionId, amount: 100 });
    const dollars = completedEvent({ id: sessionId, amount: FIVE.amount, currency: 'usd' });
    for (const event of [cheap, dollars]) {
      expect((await deliver(t.app, event, { secret })).statusCode).toBe(200);
    }
    expect(await storedEvent(cheap.id)).toMatchObject({
      status: 'failed',
      error: 'amount_mismatch',
      needsAttention: true,
      sessionId,
    });
    expect(await storedEvent(dollars.id)).toMatchObject({
      status: 'failed',
      error: 'currency_mismatch',
      needsAttention: true,
    });
    expect((await balanceOf(t.app, token)).total).toBe(0);
    expect((await sessionRow(sessionId)).status).toBe('created');
    // Upper case is the same currency.
    const right = completedEvent({ id: sessionId, amount: FIVE.amount, currency: 'SGD' });
    await deliver(t.app, right, { secret });
    expect((await balanceOf(t.app, token)).paid).toBe(FIVE.credits);
  });

  it('credits nothing for an unknown session, or for one that names another buyer', async () => {
    const { token, sessionId } = await buyer();
    const intruder = await signInUser(t.app, 'intruder');
    const unknown = completedEvent({
      id: uniqueId('cs_test'),
      amount: FIVE.amount,
      userId: intruder.user.id,
    });
    const claimed = completedEvent({
      id: sessionId,
      amount: FIVE.amount,
      userId: intruder.user.id,
    });
    for (const event of [unknown, claimed]) {
      expect((await deliver(t.app, event, { secret })).statusCode).toBe(200);
    }
    expect(await storedEvent(unknown.id)).toMatchObject({
      status: 'failed',
      error: 'unknown_session',
      userId: null,
    });
    expect(await storedEvent(claimed.id)).toMatchObject({
      status: 'failed',
      error: 'user_mismatch',
      needsAttention: true,
    });
    expect((await balanceOf(t.app, token)).total).toBe(0);
    expect((await balanceOf(t.app, intruder.token)).total).toBe(0);
  });

  it('ignores a completed session that is not paid yet, and credits it when it is', async () => {
    const { token, sessionId } = await buyer();
    const unpaid = completedEvent({ id: sessionId, amount: FIVE.amount, paymentStatus: 'unpaid' });
    await deliver(t.app, unpaid, { secret });
    expect(await storedEvent(unpaid.id)).toMatchObject({ status: 'ignored', error: 'not_paid' });
    expect((await balanceOf(t.app, token)).total).toBe(0);
    const succeeded = {
      ...completedEvent({ id: sessionId, amount: FIVE.amount }),
      type: 'checkout.session.async_payment_succeeded',
    };
    await deliver(t.app, succeeded, { secret });
    expect((await balanceOf(t.app, token)).paid).toBe(FIVE.credits);
  });

  it('stores an unknown event type as ignored and answers 200', async () => {
    const event = {
      id: uniqueId('evt'),
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1' } },
    };
    const response = await deliver(t.app, event, { secret });
    expect(response.statusCode).toBe(200);
    expect(await storedEvent(event.id)).toMatchObject({
      type: 'customer.created',
      status: 'ignored',
      error: 'unhandled_event_type',
    });
  });

  it('marks a session expired, and an expired session paid later needs a person', async () => {
    const { token, sessionId } = await buyer();
    const expired = {
      ...completedEvent({ id: sessionId, amount: FIVE.amount, paymentStatus: 'unpaid' }),
      type: 'checkout.session.expired',
    };
    await deliver(t.app, expired, { secret });
    expect(await storedEvent(expired.id)).toMatchObject({ status: 'processed' });
    expect((await sessionRow(sessionId)).status).toBe('expired');
    const late = completedEvent({ id: sessionId, amount: FIVE.amount });
    await deliver(t.app, late, { secret });
    expect(await storedEvent(late.id)).toMatchObject({
      status: 'failed',
      error: 'session_expired',
      needsAttention: true,
    });
    expect((await balanceOf(t.app, token)).total).toBe(0);
  });
});
