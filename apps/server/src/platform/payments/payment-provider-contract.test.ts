import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripeApi, type FakeStripeApi } from '../../test/fake-stripe-api';
import { createDevPaymentProvider } from './dev-payment-provider';
import type { CheckoutRequest, PaymentProvider } from './payment-provider';
import { createStripePaymentProvider } from './stripe-payment-provider';
import { signWebhook, verifyWebhook } from './webhook-signature';

let stripeApi: FakeStripeApi;
beforeAll(async () => {
  stripeApi = await startFakeStripeApi();
});
afterAll(async () => stripeApi?.close());

const adapters: [string, () => PaymentProvider][] = [
  ['development page', () => createDevPaymentProvider({ publicUrl: 'http://localhost:3000' })],
  [
    'Stripe (loopback)',
    () => createStripePaymentProvider({ secretKey: 'sk_test_contract', apiUrl: stripeApi.origin }),
  ],
];

const request: CheckoutRequest = {
  userId: '00000000-0000-4000-8000-000000000001',
  pack: 5,
  credits: 60,
  amount: 500,
  currency: 'sgd',
  productName: 'Irreplaceable: 60 credits',
  successUrl: 'http://localhost:3000/me/credit?topup=success&session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://localhost:3000/me/credit?topup=cancelled&session_id={CHECKOUT_SESSION_ID}',
  language: 'en',
};

describe.each(adapters)('payment provider: %s', (_name, create) => {
  it('opens a distinct Checkout session with a page to pay on', async () => {
    const provider = create();
    const first = await provider.createCheckout(request);
    const second = await provider.createCheckout(request);
    expect(first.id).toMatch(/^cs_test_[A-Za-z0-9]+$/);
    expect(second.id).not.toBe(first.id);
    expect(new URL(first.url).protocol).toMatch(/^https?:$/);
    expect(first.url).toContain(first.id);
  });
});

describe('webhook signatures', () => {
  const secret = 'whsec_contract';
  const body = JSON.stringify({ id: 'evt_1', type: 'ping', data: { object: {} } });

  it('accept what the signer signs, within five minutes', async () => {
    const now = new Date();
    const signature = await signWebhook(body, secret, now);
    await expect(verifyWebhook(body, signature, secret, now)).resolves.toMatchObject({
      id: 'evt_1',
    });
    const fourMinutesLater = new Date(now.getTime() + 4 * 60_000);
    await expect(verifyWebhook(body, signature, secret, fourMinutesLater)).resolves.toBeTruthy();
  });

  it('refuse a stale, tampered, foreign or missing signature', async () => {
    const now = new Date();
    const signature = await signWebhook(body, secret, now);
    const sixMinutesLater = new Date(now.getTime() + 6 * 60_000);
    const refusals = [
      () => verifyWebhook(body, signature, secret, sixMinutesLater),
      () => verifyWebhook(body.replace('ping', 'pong'), signature, secret, now),
      () => verifyWebhook(body, signature, 'whsec_other', now),
      () => verifyWebhook(body, undefined, secret, now),
    ];
    for (const refusal of refusals) {
      await expect(refusal()).rejects.toMatchObject({ code: 'webhook_signature_invalid' });
    }
  });
});
