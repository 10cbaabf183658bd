import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAdminWebhookEventDetail,
  TAdminWebhookEventsResponse,
} from '@irreplaceable/contracts/admin/webhook-events';
import { TOP_UP_PACKS } from '@irreplaceable/contracts/constants';
import { bearer } from '../../test/factories';
import { signInAdmin, signInUser } from '../../test/news-fixtures';
import {
  createTestApp,
  databaseKinds,
  TEST_WEBHOOK_SECRET,
  type TestApp,
} from '../../test/test-app';
import { spendCredits } from '../credits/ledger';
import {
  balanceOf,
  completedEvent,
  deliver,
  openCheckout,
  refundedEvent,
  uniqueId,
} from '../payments/testing/webhooks';

const FIVE = TOP_UP_PACKS.find((row) => row.pack === 5)!;
const secret = TEST_WEBHOOK_SECRET;

describe.each(databaseKinds)('admin webhook events (%s)', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { RATE_LIMIT_MAX: '100000' } });
    admin = await signInAdmin(t.app);
  }, 60_000);
  afterAll(async () => t?.close());

  const get = (url: string, token = admin) =>
    t.app.inject({ method: 'GET', url: `/api/admin/webhook-events${url}`, headers: bearer(token) });
  const replay = (id: string, token = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/webhook-events/${id}/replay`,
      headers: bearer(token),
    });

  it('is for administrators only', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/webhook-events' })).statusCode,
    ).toBe(401);
    const reader = await signInUser(t.app);
    expect((await get('', reader.token)).statusCode).toBe(403);
    expect((await replay('00000000-0000-4000-8000-000000000000', reader.token)).statusCode).toBe(
      403,
    );
  });

  it('lists events with their account, filters them, shows one with its payload, and replays it without a second credit', async () => {
    const reader = await signInUser(t.app, 'buyer');
    const { session_id: sessionId } = await openCheckout(t.app, reader.token, 5);
    const event = completedEvent({
      id: sessionId,
      amount: FIVE.amount,
      userId: reader.user.id,
    });
    expect((await deliver(t.app, event, { secret })).statusCode).toBe(200);
    const unknown = {
      ...completedEvent({ id: 'cs_x', amount: 1 }),
      id: uniqueId('evt'),
      type: 'customer.created',
    };
    expect((await deliver(t.app, unknown, { secret })).statusCode).toBe(200);
    expect((await balanceOf(t.app, reader.token)).paid).toBe(FIVE.credits);

    const all = (await get('')).json<TAdminWebhookEventsResponse>();
    expect(all.types).toEqual(
      expect.arrayContaining(['checkout.session.completed', 'customer.created']),
    );
    const row = all.items.find((item) => item.event_id === event.id)!;
    expect(row).toMatchObject({
      type: 'checkout.session.completed',
      status: 'processed',
      session_id: sessionId,
      user_id: reader.user.id,
      user_email: reader.user.email,
      amount: FIVE.amount,
      currency: 'sgd',
      pack: 5,
    });
    // An event about no session of ours shows its amount, and no pack.
    expect(all.items.find((item) => item.event_id === unknown.id)).toMatchObject({
      amount: 1,
      pack: null,
    });
    const ignored = (
      await get('?status=ignored&type=customer.created')
    ).json<TAdminWebhookEventsResponse>();
    expect(ignored.items.map((item) => item.event_id)).toEqual([unknown.id]);
    expect((await get('?status=bogus')).statusCode).toBe(422);

    const detail = (await get(`/${row.id}`)).json<TAdminWebhookEventDetail>();
    expect(detail.payload).toMatchObject({ id: event.id, type: 'checkout.session.completed' });
    expect((await get('/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    // Replaying, even five times at once, never credits the session twice.
    const replays = await Promise.all(Array.from({ length: 5 }, () => replay(row.id)));
    expect(replays.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await balanceOf(t.app, reader.token)).paid).toBe(FIVE.credits);
  }, 60_000);

  it('lists a refund the balance could not cover as needing attention, and a replay leaves it so while it still cannot be covered', async () => {
    const reader = await signInUser(t.app, 'spender');
    const paymentIntent = uniqueId('pi');
    const { session_id: sessionId } = await openCheckout(t.app, reader.token, 5);
    await deliver(
      t.app,
      completedEvent({
        id: sessionId,
        amount: FIVE.amount,
        userId: reader.user.id,
        paymentIntent,
      }),
      { secret },
    );
    await spendCredits(t.database.db, {
      userId: reader.user.id,
      amount: FIVE.credits,
      reason: 'analysis_charge',
      feature: 'cv_analysis',
      reference: uniqueId('spend'),
    });
    const refund = refundedEvent({ paymentIntent, amount: FIVE.amount });
    expect((await deliver(t.app, refund, { secret })).statusCode).toBe(200);

    const flagged = (await get('?attention=true')).json<TAdminWebhookEventsResponse>();
    const row = flagged.items.find((item) => item.event_id === refund.id)!;
    expect(row).toMatchObject({
      status: 'failed',
      error: 'insufficient_balance_for_refund',
      needs_attention: true,
    });
    expect((await balanceOf(t.app, reader.token)).total).toBe(0);

    // Still not covered: the replay changes nothing and the balance stays at zero.
    const again = (await replay(row.id)).json<TAdminWebhookEventDetail>();
    expect(again.status).toBe('failed');
    expect((await balanceOf(t.app, reader.token)).total).toBe(0);
  }, 60_000);
});
