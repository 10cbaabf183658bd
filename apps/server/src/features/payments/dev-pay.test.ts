import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TOP_UP_PACKS } from '@irreplaceable/contracts/constants';
import { webhookEvents } from '../../db/schema';
import { bearer } from '../../test/factories';
import { signInUser } from '../../test/news-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { spendCredits } from '../credits/ledger';
import {
  balanceOf,
  completedEvent,
  deliver,
  openCheckout,
  startCheckout,
  uniqueId,
} from './testing/webhooks';

const TEN = TOP_UP_PACKS.find((row) => row.pack === 10)!;

describe.each(databaseKinds)('development payment page (%s)', (kind) => {
  let t: TestApp;
  const secret = 'whsec_configured_for_the_dev_page_test';

  beforeAll(async () => {
    // STRIPE_WEBHOOK_SECRET alone keeps the development page, signing with that secret.
    t = await createTestApp(kind, {
      env: { RATE_LIMIT_MAX: '100000', STRIPE_WEBHOOK_SECRET: secret },
    });
  }, 60_000);
  afterAll(async () => t?.close());

  const pathOf = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };

  it('shows the pack, says in both languages that no money moves, and credits on Pay', async () => {
    const reader = await signInUser(t.app, 'devpay');
    const response = await startCheckout(t.app, reader.token, {
      pack: 10,
      feature_name: 'credit',
      source_path: '/me/credit',
      source_name: 'Credit',
    });
    const { checkout_url, session_id } = response.json<{
      checkout_url: string;
      session_id: string;
    }>();

    const page = await t.app.inject({ method: 'GET', url: pathOf(checkout_url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('no money moves');
    expect(page.body).toContain('不会产生任何真实扣款');
    expect(page.body).toMatch(/SGD\s10\.00/);
    expect(page.body).toContain(`${TEN.credits} credits`);
    expect(page.body).toContain(reader.user.email);
    expect(page.body).not.toMatch(/<script/i);
    const chinese = await t.app.inject({ method: 'GET', url: `/dev/pay/${session_id}?lang=zh` });
    expect(chinese.body).toMatch(/支付 SGD\s10\.00/);
    expect(chinese.body).toContain('no money moves');

    const paid = await t.app.inject({
      method: 'POST',
      url: `/dev/pay/${session_id}/pay?lang=en`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/me/credit?topup=success&session_id=${session_id}`);
    expect(await balanceOf(t.app, reader.token)).toMatchObject({ paid: TEN.credits });
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/payments/checkout/${session_id}`,
      headers: bearer(reader.token),
    });
    expect(status.json()).toMatchObject({ status: 'completed', credits: TEN.credits });

    // The delivery was a real, signed Stripe-shaped event, stored like any other.
    const [event] = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.sessionId, session_id));
    expect(event).toMatchObject({ type: 'checkout.session.completed', status: 'processed' });
    expect(event!.eventId).toMatch(/^evt_/);
    expect(event!.payload).toMatchObject({
      object: 'event',
      data: {
        object: {
          id: session_id,
          object: 'checkout.session',
          amount_total: TEN.amount,
          currency: 'sgd',
          payment_status: 'paid',
          payment_intent: expect.stringMatching(/^pi_/),
        },
      },
    });

    // Paying again, or reloading the form, credits nothing more.
    const again = await t.app.inject({ method: 'POST', url: `/dev/pay/${session_id}/pay` });
    expect(again.statusCode).toBe(303);
    expect((await balanceOf(t.app, reader.token)).paid).toBe(TEN.credits);
    const done = await t.app.inject({ method: 'GET', url: `/dev/pay/${session_id}` });
    expect(done.body).toContain(`Paid: ${TEN.credits} credits were added`);
  });

  it('credits each pack exactly once, however often Pay is pressed', async () => {
    const reader = await signInUser(t.app, 'every-pack');
    let expected = 0;
    for (const pack of TOP_UP_PACKS) {
      const { session_id } = await openCheckout(t.app, reader.token, pack.pack);
      const pay = () =>
        t.app.inject({
          method: 'POST',
          url: `/dev/pay/${session_id}/pay?lang=en`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: '',
        });
      const answers = await Promise.all([pay(), pay(), pay()]);
      expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
      expected += pack.credits;
      expect(await balanceOf(t.app, reader.token)).toMatchObject({ paid: expected });
    }
  });

  it('signs with the configured secret, so an event signed with it is accepted directly', async () => {
    const reader = await signInUser(t.app, 'secret');
    const { session_id } = await openCheckout(t.app, reader.token, 1);
    const event = completedEvent({ id: session_id, amount: 100 });
    expect(
      (await deliver(t.app, event, { secret: 'whsec_test_secret_for_the_payment_tests_0001' }))
        .statusCode,
    ).toBe(400);
    expect((await deliver(t.app, event, { secret })).statusCode).toBe(200);
    expect((await balanceOf(t.app, reader.token)).paid).toBe(10);
  });

  it('cancels back to the page it came from, crediting nothing', async () => {
    const reader = await signInUser(t.app, 'cancel');
    const { session_id } = await openCheckout(t.app, reader.token);
    const cancelled = await t.app.inject({ method: 'POST', url: `/dev/pay/${session_id}/cancel` });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(
      `/cv-analysis/start?topup=cancelled&session_id=${session_id}`,
    );
    expect((await balanceOf(t.app, reader.token)).total).toBe(0);
  });

  it('refunds a test payment, and holds a refund of spent credit for an administrator', async () => {
    const reader = await signInUser(t.app, 'refund');
    const first = await openCheckout(t.app, reader.token, 10);
    await t.app.inject({ method: 'POST', url: `/dev/pay/${first.session_id}/pay` });
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/dev/pay/${first.session_id}/refund?lang=zh`,
    });
    expect(refunded.statusCode).toBe(303);
    expect(refunded.headers.location).toBe(`/dev/pay/${first.session_id}?lang=zh`);
    expect((await balanceOf(t.app, reader.token)).paid).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: refunded.headers.location! })).body).toContain(
      `已退款：${TEN.credits} 积分已扣回`,
    );

    const second = await openCheckout(t.app, reader.token, 10);
    await t.app.inject({ method: 'POST', url: `/dev/pay/${second.session_id}/pay` });
    await spendCredits(t.database.db, {
      userId: reader.user.id,
      amount: 100,
      reason: 'analysis_charge',
      feature: 'cv_analysis',
      reference: uniqueId('analysis'),
    });
    const held = await t.app.inject({
      method: 'POST',
      url: `/dev/pay/${second.session_id}/refund`,
    });
    expect(held.headers.location).toBe(`/dev/pay/${second.session_id}?lang=en&notice=refund_held`);
    expect((await balanceOf(t.app, reader.token)).paid).toBe(TEN.credits - 100);
    const [event] = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.error, 'insufficient_balance_for_refund'));
    expect(event).toMatchObject({ needsAttention: true, userId: reader.user.id });
  });

  it('does not serve a page for a session it does not know', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dev/pay/cs_test_unknown?lang=zh' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('没有这个地址的测试支付');
    const pay = await t.app.inject({ method: 'POST', url: '/dev/pay/cs_test_unknown/pay' });
    expect(pay.statusCode).toBe(404);
  });
});
