import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TOP_UP_PACKS } from '@irreplaceable/contracts/constants';
import type { TCreateCheckoutResponse } from '@irreplaceable/contracts/payments/create-checkout';
import type { TPaymentOptionsResponse } from '@irreplaceable/contracts/payments/get-payment-options';
import { checkoutSessions } from '../../db/schema';
import { bearer } from '../../test/factories';
import { signInUser } from '../../test/news-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { returnUrl } from './return-urls';
import { startCheckout } from './testing/webhooks';

describe('return addresses', () => {
  const site = 'https://irreplaceable.example';

  it('go back to the page on this site, keeping its query and fragment', () => {
    expect(returnUrl(site, '/me/credit', 'success')).toBe(
      'https://irreplaceable.example/me/credit?topup=success&session_id={CHECKOUT_SESSION_ID}',
    );
    expect(returnUrl(site, '/jobs/42?tab=fit&topup=old#top', 'cancelled', 'cs_test_1')).toBe(
      'https://irreplaceable.example/jobs/42?tab=fit&topup=cancelled&session_id=cs_test_1#top',
    );
  });

  it('never lead to another host', () => {
    expect(() => returnUrl(site, '//evil.example/x', 'success')).toThrow();
  });
});

describe.each(databaseKinds)('checkout (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { RATE_LIMIT_MAX: '100000' } });
  }, 60_000);
  afterAll(async () => t?.close());

  it('tells anyone the packs and that this is the development page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/options' });
    expect(response.statusCode).toBe(200);
    expect(response.json<TPaymentOptionsResponse>()).toEqual({
      available: true,
      test_mode: true,
      currency: 'sgd',
      packs: TOP_UP_PACKS.map(({ pack, credits, amount }) => ({ pack, credits, amount })),
    });
  });

  it('opens a session priced by the server and records it for the buyer', async () => {
    const reader = await signInUser(t.app, 'checkout');
    for (const pack of TOP_UP_PACKS) {
      const response = await startCheckout(t.app, reader.token, {
        pack: pack.pack,
        // Whatever else a client sends about price is not read.
        amount: 1,
        credits: 100_000,
        currency: 'usd',
      });
      expect(response.statusCode, response.body).toBe(200);
      const { checkout_url, session_id } = response.json<TCreateCheckoutResponse>();
      expect(session_id).toMatch(/^cs_test_[A-Za-z0-9]{40}$/);
      expect(checkout_url).toBe(`http://localhost:3000/dev/pay/${session_id}?lang=en`);
      const [row] = await t.database.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, session_id));
      expect(row).toMatchObject({
        userId: reader.user.id,
        provider: 'dev',
        pack: pack.pack,
        credits: pack.credits,
        amount: pack.amount,
        currency: 'sgd',
        status: 'created',
        featureName: 'cv_analysis',
        sourcePath: '/cv-analysis/start',
        sourceName: 'CV analysis',
        paymentIntent: null,
        completedAt: null,
      });

      const status = await t.app.inject({
        method: 'GET',
        url: `/api/payments/checkout/${session_id}`,
        headers: bearer(reader.token),
      });
      expect(status.json()).toMatchObject({ session_id, status: 'created', credits: pack.credits });
    }
  });

  it('refuses other packs, foreign return paths and oversized fields', async () => {
    const reader = await signInUser(t.app, 'validation');
    const bad: Record<string, Record<string, unknown>> = {
      'pack 3': { pack: 3 },
      'pack 0': { pack: 0 },
      'pack as text': { pack: '5' },
      'pack with cents': { pack: 5.5 },
      'no pack': { pack: undefined },
      'absolute url': { source_path: 'https://evil.example/me/credit' },
      'protocol-relative': { source_path: '//evil.example/me/credit' },
      backslash: { source_path: '/\\evil.example' },
      'javascript:': { source_path: 'javascript:alert(1)' },
      'relative without slash': { source_path: 'me/credit' },
      'line break': { source_path: '/me/credit\r\nSet-Cookie: a=b' },
      'path too long': { source_path: `/${'a'.repeat(600)}` },
      'name too long': { source_name: 'n'.repeat(201) },
      'feature not a name': { feature_name: 'CV Analysis!' },
      'empty feature': { feature_name: '' },
    };
    for (const [name, body] of Object.entries(bad)) {
      const response = await startCheckout(t.app, reader.token, body);
      expect([400, 422], `${name}: ${response.body}`).toContain(response.statusCode);
    }
    const rows = await t.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, reader.user.id));
    expect(rows).toEqual([]);
  });

  it('needs a signed-in user, and shows a session to its buyer only', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      payload: { pack: 5, feature_name: 'credit', source_path: '/me/credit', source_name: '' },
    });
    expect(anonymous.statusCode).toBe(401);

    const owner = await signInUser(t.app, 'owner');
    const other = await signInUser(t.app, 'other');
    const { session_id } = (
      await startCheckout(t.app, owner.token)
    ).json<TCreateCheckoutResponse>();
    const peek = (token?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/payments/checkout/${session_id}`,
        headers: token ? bearer(token) : {},
      });
    expect((await peek()).statusCode).toBe(401);
    expect((await peek(other.token)).statusCode).toBe(404);
    expect((await peek(owner.token)).statusCode).toBe(200);
  });
});

describe('checkout with payments off', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { NODE_ENV: 'production', DEV_OUTBOX: 'true' } });
  }, 60_000);
  afterAll(async () => t?.close());

  it('says buying is unavailable, answers 503 and serves no development page', async () => {
    const options = await t.app.inject({ method: 'GET', url: '/api/payments/options' });
    expect(options.json()).toMatchObject({ available: false, test_mode: false });
    const reader = await signInUser(t.app, 'production');
    const response = await startCheckout(t.app, reader.token);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error_type: 'payments_unavailable' });
    const page = await t.app.inject({ method: 'GET', url: '/dev/pay/cs_test_anything' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/json/);
  });
});
