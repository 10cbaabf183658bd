import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  TAdminFeedbackResponse,
  TCreateFeedbackResponse,
} from '@irreplaceable/contracts/feedback/feedback';
import { creditLedger } from '../../db/schema';
import { bearer, signIn } from '../../test/factories';
import { signInUser } from '../../test/news-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { analysisWhenDone, pasteCv } from '../../test/cv-fixtures';
import { applyCreditChange } from '../credits/ledger';

const CV = `Sam Carter
Registered Nurse | sam@example.com

EXPERIENCE
Registered Nurse, Riverside Hospital — Jan 2019 – Present
- Medical-surgical unit, 5–6 patients per shift; Epic charting
EDUCATION
BSN, Nursing, Lakeside University, 2018
`;

describe.each(databaseKinds)('feedback on analyses (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { RATE_LIMIT_MAX: '100000' } });
  }, 60_000);
  afterAll(async () => t?.close());

  const completed = async (token: string) => {
    const started = await pasteCv(t.app, token, CV, { mode: 'credit' });
    return analysisWhenDone(t.app, token, started.json<{ id: string }>().id);
  };
  const give = (token: string, subjectId: string, rating = 5, comment = 'Helpful') =>
    t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: bearer(token),
      payload: { subject: 'cv_analysis', subject_id: subjectId, rating, comment },
    });

  it('rewards the first feedback on a completed analysis with two free credits, twice a day', async () => {
    const reader = await signInUser(t.app);
    await applyCreditChange(t.database.db, {
      userId: reader.user.id,
      amount: 3,
      kind: 'paid',
      reason: 'admin_grant',
    });
    const [a, b, c] = [
      await completed(reader.token),
      await completed(reader.token),
      await completed(reader.token),
    ];

    const first = await give(reader.token, a.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<TCreateFeedbackResponse>()).toMatchObject({
      rewarded_credits: 2,
      reward_note: null,
      balance: { free: 2, paid: 0 },
    });
    const again = await give(reader.token, a.id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error_type: 'feedback_exists' });
    expect((await give(reader.token, b.id)).json<TCreateFeedbackResponse>().rewarded_credits).toBe(
      2,
    );
    const third = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...bearer(reader.token), 'accept-language': 'zh' },
      payload: { subject: 'cv_analysis', subject_id: c.id, rating: 4 },
    });
    expect(third.json<TCreateFeedbackResponse>()).toMatchObject({ rewarded_credits: 0 });
    expect(third.json<TCreateFeedbackResponse>().reward_note).toMatch(/今天/);

    const rewards = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, reader.user.id));
    expect(
      rewards.filter((row) => row.reason === 'feedback_reward').map((r) => r.reference),
    ).toEqual([`cv_analysis:${a.id}`, `cv_analysis:${b.id}`]);
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/cv-analysis/${a.id}`,
      headers: bearer(reader.token),
    });
    expect(shown.json()).toMatchObject({
      feedback: { rating: 5, comment: 'Helpful', rewarded_credits: 2 },
    });
  }, 120_000);

  it('takes feedback only on the owner’s finished analyses, and validates it', async () => {
    const reader = await signInUser(t.app);
    const other = await signInUser(t.app);
    await applyCreditChange(t.database.db, {
      userId: reader.user.id,
      amount: 1,
      kind: 'paid',
      reason: 'admin_grant',
    });
    const analysis = await completed(reader.token);
    expect((await give(other.token, analysis.id)).statusCode).toBe(404);
    await give(reader.token, analysis.id, 3, 'Mine');
    const ownUrl = `/api/feedback/own?subject=cv_analysis&subject_id=${analysis.id}`;
    const mine = await t.app.inject({ method: 'GET', url: ownUrl, headers: bearer(reader.token) });
    expect(mine.json()).toMatchObject({ feedback: { rating: 3, comment: 'Mine' } });
    const theirs = await t.app.inject({ method: 'GET', url: ownUrl, headers: bearer(other.token) });
    expect(theirs.json()).toEqual({ feedback: null });
    const pending = await pasteCv(t.app, other.token, CV);
    const early = await give(other.token, pending.json<{ id: string }>().id);
    // It may already have finished on a fast machine; if not, feedback waits for it.
    expect([200, 409]).toContain(early.statusCode);
    for (const payload of [
      { subject: 'cv_analysis', subject_id: analysis.id, rating: 6 },
      { subject: 'cv_analysis', subject_id: analysis.id, rating: 0 },
      { subject: 'cv_analysis', subject_id: 'not-a-uuid', rating: 3 },
      { subject: 'essay', subject_id: analysis.id, rating: 3 },
      { subject: 'cv_analysis', subject_id: analysis.id, rating: 3, comment: 'x'.repeat(2001) },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: bearer(reader.token),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/feedback', payload: {} })).statusCode,
    ).toBe(401);
  }, 60_000);

  it('lets administrators read the feedback, and nobody else', async () => {
    const reader = await signInUser(t.app);
    await applyCreditChange(t.database.db, {
      userId: reader.user.id,
      amount: 1,
      kind: 'paid',
      reason: 'admin_grant',
    });
    const analysis = await completed(reader.token);
    await give(reader.token, analysis.id, 4, 'Useful gaps');
    const admin = await signIn(t.app, 'admin@example.com', 'admin');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/feedback?subject=cv_analysis',
      headers: bearer(admin.access_token),
    });
    expect(list.statusCode).toBe(200);
    const body = list.json<TAdminFeedbackResponse>();
    expect(body.items.find((item) => item.subject_id === analysis.id)).toMatchObject({
      rating: 4,
      comment: 'Useful gaps',
    });
    expect(body.averages.find((a) => a.subject === 'cv_analysis')!.count).toBeGreaterThan(0);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/feedback',
          headers: bearer(reader.token),
        })
      ).statusCode,
    ).toBe(403);
  }, 60_000);
});
