import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TOP_UP_PACKS } from '@irreplaceable/contracts/constants';
import type { TCreateCheckoutResponse } from '@irreplaceable/contracts/payments/create-checkout';
import { checkoutSessions } from '../../db/schema';
import { startFakeStripeApi, type FakeStripeApi } from '../../test/fake-stripe-api';
import { signInUser } from '../../test/news-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import {
  balanceOf,
  completedEvent,
  deliver,
  refundedEvent,
  startCheckout,
} from './testing/webhooks';

const FIVE = TOP_UP_PACKS.find((row) => row.pack === 5)!;

describe.each(databaseKinds)('checkout on Stripe (%s)', (kind) => {
  let t: TestApp;
  let stripe: FakeStripeApi;
  const secret = 'whsec_stripe_mode_test_secret';

  beforeAll(async () => {
    stripe = await startFakeStripeApi();
    t = await createTestApp(kind, {
      env: {
        RATE_LIMIT_MAX: '100000',
        STRIPE_SECRET_KEY: 'sk_test_loopback',
        STRIPE_WEBHOOK_SECRET: secret,
        STRIPE_API_URL: stripe.origin,
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it('creates a Checkout session with our price, and credits it when Stripe reports it paid', async () => {
    const reader = await signInUser(t.app, 'stripe');
    const response = await startCheckout(t.app, reader.token, {
      source_path: '/jobs/42?tab=fit',
      source_name: 'Nurse',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { checkout_url, session_id } = response.json<TCreateCheckoutResponse>();
    expect(checkout_url).toBe(`https://checkout.stripe.com/c/pay/${session_id}`);

    const sent = stripe.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.headers.authorization).toBe('Bearer sk_test_loopback');
    expect(sent.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'sgd',
      'line_items[0][price_data][unit_amount]': String(FIVE.amount),
      'line_items[0][price_data][product_data][name]': `Irreplaceable: ${FIVE.credits} credits`,
      client_reference_id: reader.user.id,
      'metadata[user_id]': reader.user.id,
      'metadata[credits]': String(FIVE.credits),
      success_url:
        'http://localhost:3000/jobs/42?tab=fit&topup=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url:
        'http://localhost:3000/jobs/42?tab=fit&topup=cancelled&session_id={CHECKOUT_SESSION_ID}',
      locale: 'en',
    });
    const [row] = await t.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, session_id));
    expect(row).toMatchObject({ provider: 'stripe', amount: FIVE.amount, status: 'created' });

    const options = await t.app.inject({ method: 'GET', url: '/api/payments/options' });
    expect(options.json()).toMatchObject({ available: true, test_mode: false });
    const devPage = await t.app.inject({ method: 'GET', url: `/dev/pay/${session_id}` });
    expect(devPage.statusCode).toBe(404);

    const paid = completedEvent({
      id: session_id,
      amount: FIVE.amount,
      userId: reader.user.id,
      paymentIntent: 'pi_stripe_mode_1',
    });
    expect((await deliver(t.app, paid, { secret })).statusCode).toBe(200);
    expect((await balanceOf(t.app, reader.token)).paid).toBe(FIVE.credits);
    const refund = refundedEvent({ paymentIntent: 'pi_stripe_mode_1', amount: FIVE.amount });
    expect((await deliver(t.app, refund, { secret })).statusCode).toBe(200);
    expect((await balanceOf(t.app, reader.token)).paid).toBe(0);
  });

  it('asks Stripe in Chinese for a Chinese reader', async () => {
    const reader = await signInUser(t.app, 'stripe-zh');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers: { authorization: `Bearer ${reader.token}`, 'accept-language': 'zh-CN' },
      payload: { pack: 1, feature_name: 'credit', source_path: '/me/credit', source_name: '积分' },
    });
    expect(response.statusCode).toBe(200);
    expect(stripe.requests.at(-1)!.form).toMatchObject({
      locale: 'zh',
      'line_items[0][price_data][product_data][name]': '不可替代：10 积分',
      'line_items[0][price_data][unit_amount]': '100',
    });
  });

  it('answers 502 and records nothing when Stripe fails', async () => {
    const reader = await signInUser(t.app, 'stripe-down');
    stripe.failNext(3, 500);
    const response = await startCheckout(t.app, reader.token);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ error_type: 'payment_provider_failed' });
    const rows = await t.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, reader.user.id));
    expect(rows).toEqual([]);
  });
});
