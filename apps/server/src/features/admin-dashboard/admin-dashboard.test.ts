import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminDashboardResponse } from '@irreplaceable/contracts/admin/dashboard';
import { checkoutSessions, generations, webhookEvents } from '../../db/schema';
import { analysisWhenDone, pasteCv } from '../../test/cv-fixtures';
import { bearer } from '../../test/factories';
import { signInAdmin, signInUser } from '../../test/news-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { applyCreditChange } from '../credits/ledger';

const CV = `Maria Lopez
Registered Nurse | maria.lopez@example.com

Experience
2018 – present  St. Mary's Hospital  Registered Nurse, intensive care unit
- Care for ventilated patients; titrate drips, monitor vital signs

Education
2011 – 2015  University of Illinois  Bachelor of Science in Nursing
`;

describe.each(databaseKinds)('admin dashboard (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { RATE_LIMIT_MAX: '100000' } });
  }, 60_000);
  afterAll(async () => t?.close());

  const read = async (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(token) });

  it('is for administrators only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(
      401,
    );
    const reader = await signInUser(t.app);
    expect((await read(reader.token)).statusCode).toBe(403);
  });

  it('counts what happened today from the tables, over 30 UTC days', async () => {
    const admin = await signInAdmin(t.app);
    const before = (await read(admin)).json<TAdminDashboardResponse>();
    expect(before.days).toHaveLength(30);
    expect(before.days.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));

    const reader = await signInUser(t.app);
    const db = t.database.db;
    await applyCreditChange(db, {
      userId: reader.user.id,
      amount: 3,
      kind: 'free',
      reason: 'admin_grant',
    });
    const cv = await pasteCv(t.app, reader.token, CV, { mode: 'credit' });
    const cvId = cv.json<{ id: string }>().id;
    expect((await analysisWhenDone(t.app, reader.token, cvId)).status).toBe('completed');
    await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: bearer(reader.token),
      payload: { subject: 'cv_analysis', subject_id: cvId, rating: 4 },
    });
    await db.insert(generations).values([
      {
        titleKey: 'queued one',
        title: 'Queued',
        titleZh: '排队',
        occupations: [],
        status: 'queued',
      },
      {
        titleKey: 'failed one',
        title: 'Failed',
        titleZh: '失败',
        occupations: [],
        status: 'error',
        errorMessage: 'model timed out',
      },
    ]);
    await db.insert(checkoutSessions).values({
      id: 'cs_test_dashboard_1',
      userId: reader.user.id,
      provider: 'dev',
      pack: 5,
      credits: 60,
      amount: 500,
      currency: 'sgd',
      status: 'completed',
      featureName: 'credit',
      sourcePath: '/me/credit',
      completedAt: new Date(),
    });
    await db.insert(webhookEvents).values({
      eventId: 'evt_test_dashboard_refund',
      type: 'charge.refunded',
      status: 'failed',
      error: 'insufficient_balance_for_refund',
      payload: {},
      needsAttention: true,
    });

    const after = (await read(admin)).json<TAdminDashboardResponse>();
    const grew = (name: keyof TAdminDashboardResponse['totals']) =>
      after.totals[name] - before.totals[name];
    expect(grew('signups')).toBe(1);
    expect(grew('cv_analyses')).toBe(1);
    expect(grew('credits_given')).toBe(3 + 2);
    expect(grew('credits_spent')).toBe(1);
    expect(grew('feedback')).toBe(1);
    expect(grew('jobs_failed')).toBe(1);
    expect(grew('revenue_cents')).toBe(500);
    expect(after.days.at(-1)!.values.revenue_cents - before.days.at(-1)!.values.revenue_cents).toBe(
      500,
    );
    expect(after.totals.active_users).toBeGreaterThanOrEqual(2);
    expect(after.revenue_by_pack).toContainEqual({
      pack: 5,
      purchases: 1,
      amount_cents: 500,
      currency: 'sgd',
    });
    expect(after.feedback_average).not.toBeNull();
    expect(after.now.jobs_queued - before.now.jobs_queued).toBe(1);
    expect(after.now.errors_24h - before.now.errors_24h).toBe(1);
    expect(after.now.payments_needing_attention).toBeGreaterThanOrEqual(1);
  }, 60_000);
});
