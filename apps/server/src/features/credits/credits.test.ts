import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CREDITS } from '@irreplaceable/contracts/constants';
import type {
  TAdminCreditUsersResponse,
  TAdminGrantResponse,
  TCreditBalanceResponse,
  TCreditHistoryResponse,
  TDailyGiftResponse,
} from '@irreplaceable/contracts/credits/credits';
import { creditLedger } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { bearer } from '../../test/factories';
import { ADMIN_EMAIL, signInAdmin, signInUser } from '../../test/news-fixtures';
import { applyCreditChange } from './ledger';
import { nextUtcDay, utcDay } from '../../platform/time/utc-day';

type Reader = Awaited<ReturnType<typeof signInUser>>;
type Method = 'GET' | 'POST';

describe.each(databaseKinds)('credits over HTTP (%s)', (kind) => {
  let t: TestApp;
  let admin: string;

  const call = (
    method: Method,
    url: string,
    options: { token?: string; language?: string; payload?: object } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...(options.token ? bearer(options.token) : {}),
        'accept-language': options.language ?? 'en',
      },
      ...(method === 'POST' && options.payload && { payload: options.payload }),
    });
  const balanceOf = async (reader: Reader) =>
    (
      await call('GET', '/api/credits/balance', { token: reader.token })
    ).json<TCreditBalanceResponse>();
  const grant = (payload: object, language = 'en') =>
    call('POST', '/api/credits/admin/grant', { token: admin, payload, language });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signInAdmin(t.app);
  });
  afterAll(() => t.close());

  it('refuses visitors on every route, and users on every admin route', async () => {
    const reader = await signInUser(t.app, 'nosy');
    const userRoutes: [Method, string][] = [
      ['GET', '/api/credits/balance'],
      ['GET', '/api/credits/history'],
      ['POST', '/api/credits/daily-gift'],
    ];
    const adminRoutes: [Method, string][] = [
      ['GET', '/api/credits/admin/users?query=a'],
      ['POST', '/api/credits/admin/grant'],
      ['GET', `/api/credits/admin/users/${reader.user.id}/history`],
    ];
    const payload = { user_id: reader.user.id, amount: 5, kind: 'paid' };
    for (const [method, url] of [...userRoutes, ...adminRoutes]) {
      const anonymous = await call(method, url, { payload });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toMatchObject({ error_type: 'unauthorized' });
    }
    for (const [method, url] of adminRoutes) {
      const refused = await call(method, url, { token: reader.token, payload });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ error_type: 'not_admin' });
    }
    expect((await balanceOf(reader)).total).toBe(0);
  });

  it('starts every user at zero, with today’s gift waiting', async () => {
    const reader = await signInUser(t.app, 'fresh');
    expect(await balanceOf(reader)).toEqual({
      paid: 0,
      free: 0,
      total: 0,
      daily_gift_available: true,
      daily_gift_amount: CREDITS.dailyGiftAmount,
      next_gift_at: null,
    });
    const history = await call('GET', '/api/credits/history', { token: reader.token });
    expect(history.json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      page_size: 20,
      has_more: false,
    });
  });

  it('gives the daily gift once per UTC day, and says so in the reader’s language', async () => {
    const reader = await signInUser(t.app, 'gifted');
    const claimed = await call('POST', '/api/credits/daily-gift', { token: reader.token });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const tomorrow = nextUtcDay(new Date()).toISOString();
    expect(claimed.json<TDailyGiftResponse>()).toEqual({
      amount: CREDITS.dailyGiftAmount,
      balance: { paid: 0, free: CREDITS.dailyGiftAmount, total: CREDITS.dailyGiftAmount },
      next_gift_at: tomorrow,
    });
    expect(await balanceOf(reader)).toMatchObject({
      free: CREDITS.dailyGiftAmount,
      daily_gift_available: false,
      next_gift_at: tomorrow,
    });

    for (const [language, detail] of [
      ['en', 'Daily gift already claimed'],
      ['zh', '今日礼物已领取'],
    ] as const) {
      const again = await call('POST', '/api/credits/daily-gift', {
        token: reader.token,
        language,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail, error_type: 'daily_gift_claimed' });
    }

    const { items } = (
      await call('GET', '/api/credits/history', { token: reader.token })
    ).json<TCreditHistoryResponse>();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      amount: CREDITS.dailyGiftAmount,
      kind: 'free',
      reason: 'daily_gift',
      reference: utcDay(new Date()),
      balance_after: { paid: 0, free: 1, total: 1 },
    });
  });

  it('lets exactly one of ten simultaneous gift claims through', async () => {
    const reader = await signInUser(t.app, 'racer');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', '/api/credits/daily-gift', { token: reader.token }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    const rows = await t.app.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, reader.user.id));
    expect(rows).toHaveLength(1);
    expect(await balanceOf(reader)).toMatchObject({ free: 1, total: 1 });
  });

  it('pages the history newest first', async () => {
    const reader = await signInUser(t.app, 'pager');
    for (let i = 1; i <= 5; i += 1) {
      await applyCreditChange(t.app.db, {
        userId: reader.user.id,
        amount: i,
        kind: 'paid',
        reason: 'top_up',
        note: `pack ${i}`,
      });
    }
    const page = (n: number) =>
      call('GET', `/api/credits/history?page=${n}&page_size=2`, { token: reader.token }).then(
        (answer) => answer.json<TCreditHistoryResponse>(),
      );
    const first = await page(1);
    expect(first).toMatchObject({ total: 5, page: 1, page_size: 2, has_more: true });
    expect(first.items.map((item) => item.note)).toEqual(['pack 5', 'pack 4']);
    expect(first.items[0]!.balance_after).toEqual({ paid: 15, free: 0, total: 15 });
    expect((await page(2)).items.map((item) => item.note)).toEqual(['pack 3', 'pack 2']);
    const last = await page(3);
    expect(last.items.map((item) => item.note)).toEqual(['pack 1']);
    expect(last.has_more).toBe(false);
    expect((await page(4)).items).toEqual([]);

    const tooBig = await call('GET', '/api/credits/history?page_size=500', { token: reader.token });
    expect(tooBig.statusCode).toBe(422);
  });

  it('lets an admin find users by e-mail or name, with their balances', async () => {
    const reader = await signInUser(t.app, 'findable');
    await applyCreditChange(t.app.db, {
      userId: reader.user.id,
      amount: 7,
      kind: 'paid',
      reason: 'top_up',
    });
    const search = async (query: string) =>
      (
        await call('GET', `/api/credits/admin/users?query=${encodeURIComponent(query)}`, {
          token: admin,
        })
      ).json<TAdminCreditUsersResponse>();

    const byEmail = await search(reader.user.email.toUpperCase());
    expect(byEmail.total).toBe(1);
    expect(byEmail.items[0]).toMatchObject({
      user_id: reader.user.id,
      email: reader.user.email,
      username: reader.user.username,
      balance: { paid: 7, free: 0, total: 7 },
    });
    expect((await search(reader.user.username)).items.map((item) => item.user_id)).toContain(
      reader.user.id,
    );
    // Wildcards typed into the box are plain characters.
    expect((await search('%')).total).toBe(0);
    const everyone = await search('');
    expect(everyone.total).toBeGreaterThanOrEqual(2);
    expect(everyone.items.map((item) => item.email)).toContain(ADMIN_EMAIL);
  });

  it('lets an admin grant and take back credit, never below zero', async () => {
    const reader = await signInUser(t.app, 'granted');
    const given = await grant({
      email: reader.user.email,
      amount: 5,
      kind: 'paid',
      note: 'welcome',
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json<TAdminGrantResponse>()).toMatchObject({
      user_id: reader.user.id,
      email: reader.user.email,
      entry: { amount: 5, kind: 'paid', reason: 'admin_grant', note: 'welcome' },
      balance: { paid: 5, free: 0, total: 5 },
    });
    expect((await grant({ user_id: reader.user.id, amount: 2, kind: 'free' })).statusCode).toBe(
      200,
    );

    const takenBack = await grant({ user_id: reader.user.id, amount: -3, kind: 'paid' });
    expect(takenBack.json<TAdminGrantResponse>().balance).toEqual({ paid: 2, free: 2, total: 4 });

    for (const [language, suggestion] of [
      ['en', 'This account has 2 paid credits, so at most 2 can be taken back.'],
      ['zh', '该账户只有 2 个付费积分，最多只能收回 2 个。'],
    ] as const) {
      const tooMuch = await grant({ user_id: reader.user.id, amount: -3, kind: 'paid' }, language);
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json()).toMatchObject({ error_type: 'conflict', suggestion });
    }
    expect(await balanceOf(reader)).toMatchObject({ paid: 2, free: 2, total: 4 });

    const history = (
      await call('GET', `/api/credits/admin/users/${reader.user.id}/history`, { token: admin })
    ).json<TCreditHistoryResponse>();
    expect(history.items.map((item) => [item.kind, item.amount])).toEqual([
      ['paid', -3],
      ['free', 2],
      ['paid', 5],
    ]);
    const [row] = await t.app.db
      .select({ actorId: creditLedger.actorId })
      .from(creditLedger)
      .where(eq(creditLedger.id, history.items[0]!.id));
    expect(row?.actorId).not.toBeNull();
  });

  it('refuses grants that name nobody, name two, or are out of bounds', async () => {
    const reader = await signInUser(t.app, 'bounds');
    const missing = await grant({ email: 'nobody@example.com', amount: 1, kind: 'paid' });
    expect(missing.statusCode).toBe(404);
    const unknownId = await call('GET', `/api/credits/admin/users/${crypto.randomUUID()}/history`, {
      token: admin,
    });
    expect(unknownId.statusCode).toBe(404);
    for (const payload of [
      { amount: 1, kind: 'paid' },
      { email: reader.user.email, user_id: reader.user.id, amount: 1, kind: 'paid' },
      { user_id: reader.user.id, amount: 0, kind: 'paid' },
      { user_id: reader.user.id, amount: CREDITS.adminGrantMax + 1, kind: 'paid' },
      { user_id: reader.user.id, amount: 1.5, kind: 'paid' },
      { user_id: reader.user.id, amount: 1, kind: 'gold' },
      { user_id: reader.user.id, amount: 1, note: 'x'.repeat(CREDITS.noteMaxLength + 1) },
    ]) {
      expect((await grant(payload)).statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect((await balanceOf(reader)).total).toBe(0);
  });

  it('publishes the credit routes in the API document', async () => {
    const doc = (await call('GET', '/api/docs')).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    for (const path of [
      '/api/credits/balance',
      '/api/credits/history',
      '/api/credits/daily-gift',
      '/api/credits/admin/users',
      '/api/credits/admin/grant',
      '/api/credits/admin/users/{userId}/history',
    ]) {
      const operations = Object.values(doc.paths[path] ?? {});
      expect(operations.length, path).toBeGreaterThan(0);
      expect(
        operations.every((operation) => operation.tags?.includes('credits')),
        path,
      ).toBe(true);
    }
  });
});
