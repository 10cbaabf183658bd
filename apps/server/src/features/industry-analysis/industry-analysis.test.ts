import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TCreditBalanceResponse } from '@irreplaceable/contracts/credits/credits';
import type { TCreateFeedbackResponse } from '@irreplaceable/contracts/feedback/feedback';
import type {
  TIndustryAnalysisResponse,
  TIndustryHistoryResponse,
} from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import { creditLedger, personalAnalyses } from '../../db/schema';
import { analysisWhenDone, pasteCv } from '../../test/cv-fixtures';
import { bearer } from '../../test/factories';
import { signInUser } from '../../test/news-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { applyCreditChange } from '../credits/ledger';

type Reader = Awaited<ReturnType<typeof signInUser>>;

const NURSE_CV = `Maria Lopez
Registered Nurse | maria.lopez@example.com

Experience
2018 – present  St. Mary's Hospital, Chicago  Registered Nurse, intensive care unit
- Care for six ventilated patients per shift; titrate drips, monitor vital signs
- Train new graduate nurses; lead the unit's sepsis protocol audit
2015 – 2018  Mercy Clinic  Licensed Practical Nurse

Education
2011 – 2015  University of Illinois  Bachelor of Science in Nursing

Skills
Epic electronic health records, patient assessment, IV therapy, Microsoft Excel
`;

describe.each(databaseKinds)('industry analysis (%s)', (kind) => {
  let t: TestApp;
  let clock = new Date();

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { RATE_LIMIT_MAX: '100000' },
      deps: { analysisClock: () => clock },
    });
  }, 60_000);
  afterAll(async () => t?.close());

  const start = (reader: Reader, payload: Record<string, unknown>, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/industry-analysis',
      headers: { ...bearer(reader.token), 'accept-language': language },
      payload: { mode: 'free', language, ...payload },
    });
  const get = (reader: Reader, url: string, language = 'en') =>
    t.app.inject({
      method: 'GET',
      url: `/api/industry-analysis${url}`,
      headers: { ...bearer(reader.token), 'accept-language': language },
    });
  const whenDone = async (reader: Reader, id: string, language = 'en') => {
    for (let i = 0; i < 600; i += 1) {
      const analysis = (await get(reader, `/${id}`, language)).json<TIndustryAnalysisResponse>();
      if (analysis.status === 'completed' || analysis.status === 'failed') return analysis;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`industry analysis ${id} did not finish`);
  };
  const balance = async (reader: Reader) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/credits/balance',
        headers: bearer(reader.token),
      })
    ).json<TCreditBalanceResponse>().total;
  const giveCredit = (reader: Reader, amount: number) =>
    applyCreditChange(t.database.db, {
      userId: reader.user.id,
      amount,
      kind: 'paid',
      reason: 'admin_grant',
    });
  const rows = (reader: Reader) =>
    t.database.db
      .select()
      .from(personalAnalyses)
      .where(eq(personalAnalyses.userId, reader.user.id));

  it('answers a submitted query that is no industry with a translated error and suggestions', async () => {
    const reader = await signInUser(t.app);
    const en = await start(reader, { industry_query: 'xqzvbn' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ error_type: 'not_an_industry' });
    expect(en.json<{ examples: string[] }>().examples.length).toBeGreaterThan(0);
    const zh = await start(reader, { industry_query: '啊啊啊啊' }, 'zh');
    expect(zh.statusCode).toBe(400);
    expect(zh.json<{ detail: string }>().detail).toContain('没有找到');
    expect(zh.json<{ examples: string[] }>().examples.join('')).toMatch(/\p{Script=Han}/u);
  });

  it('points a job submitted as an industry to the industries that employ it', async () => {
    const reader = await signInUser(t.app);
    const en = await start(reader, { industry_query: 'registered nurse' });
    expect(en.statusCode).toBe(400);
    expect(en.json<{ suggestion: string }>().suggestion).toMatch(/is a job/);
    expect(en.json<{ examples: string[] }>().examples[0]).toBe('Health Care and Social Assistance');
    const zh = await start(reader, { industry_query: '护士' }, 'zh');
    expect(zh.json<{ suggestion: string }>().suggestion).toMatch(/是职业而不是行业/);
  });

  const analysed = async (code: string, language = 'en') => {
    const reader = await signInUser(t.app);
    const started = await start(reader, { industry_code: code }, language);
    expect(started.statusCode, started.body).toBe(200);
    const done = await whenDone(reader, started.json<{ id: string }>().id, language);
    expect(done.status).toBe('completed');
    return done.result!;
  };

  it('names a narrow industry’s own occupations and sizes it at its own code', async () => {
    const lawyers = await analysed('541110');
    expect(lawyers.industry.staffing).toMatchObject({
      level: 'top10_4digit',
      code: '5411',
      summed_level: '3digit',
      summed_code: '541',
    });
    expect(lawyers.occupations.slice(0, 3).map((o) => o.title)).toEqual([
      'Lawyers',
      'Paralegals and Legal Assistants',
      'Legal Secretaries and Administrative Assistants',
    ]);
    expect(lawyers.employment).toMatchObject({ source: 'qcew' });
    expect(Math.abs(lawyers.employment.total - 1_100_000)).toBeLessThan(10_000);
    expect(lawyers.summary).toMatch(/about 1\.1 million people/);

    const rides = await analysed('485310');
    const largest = rides.occupations.slice(0, 5).map((o) => o.title);
    expect(largest).toEqual(
      expect.arrayContaining(['Shuttle Drivers and Chauffeurs', 'Taxi Drivers']),
    );
    expect(rides.industry.uncounted_self_employed).toBe(true);

    const chips = await analysed('334413');
    const titles = new Map(chips.occupations.map((o) => [o.occupation_code, o.title]));
    const waysIn = [...chips.entry_points.low_preparation, ...chips.entry_points.best_outlook];
    expect(waysIn.length).toBeGreaterThan(0);
    for (const code of waysIn) {
      expect(titles.get(code)).not.toMatch(/sewing|meat|butcher|bartender/i);
    }
  });

  it('gives a Chinese analysis China’s own figures for the industry’s GB/T section', async () => {
    const reader = await signInUser(t.app);
    const started = await start(reader, { industry_query: '新能源汽车' }, 'zh');
    expect(started.statusCode, started.body).toBe(200);
    const done = await whenDone(reader, started.json<{ id: string }>().id, 'zh');
    expect(done.status).toBe('completed');
    const china = done.result!.china_section!;
    expect(china).toMatchObject({
      gbt_section: 'C',
      name_zh: '制造业',
      year: 2024,
      employment_10k: 3681.8,
      trend_from: 2013,
    });
    expect(china.employment_trend.map((point) => point.year)).toEqual(
      Array.from({ length: 12 }, (_, i) => 2013 + i),
    );
    expect(china.avg_wage_non_private).toBeGreaterThan(china.avg_wage_private!);
  });

  it('runs a free analysis with figures and sources, in both languages, for its owner only', async () => {
    const reader = await signInUser(t.app);
    const started = await start(reader, { industry_query: 'hospitals', current_job: 'accountant' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ status: 'pending' });
    const id = started.json<{ id: string }>().id;
    const done = await whenDone(reader, id);
    expect(done.status).toBe('completed');
    expect(done.input).toMatchObject({ industry_code: '622', current_job: 'accountant' });
    const result = done.result!;
    expect(result.industry).toMatchObject({
      code: '622',
      sector_code: '62',
      staffing: { level: '3digit', code: '622', summed_level: '3digit' },
    });
    expect(result.ai_replacement_rate).toBeGreaterThan(0);
    expect(result.ai_replacement_rate).toBeLessThan(100);
    expect(result.occupations.length).toBeGreaterThan(10);
    const nurses = result.occupations.find((o) => o.occupation_code === '29-1141.00');
    expect(nurses?.employment_share).toBeGreaterThan(5);
    expect(result.aiie).toMatchObject({ via: 'children' });
    expect(result.aiie_all).toHaveLength(250);
    expect(result.sector_rates.filter((s) => s.is_this)).toHaveLength(1);
    expect(result.entry_points.low_preparation.length).toBeGreaterThan(0);
    expect(result.growing.length).toBeGreaterThan(0);
    expect(result.factors.some((f) => f.scope === 'industry')).toBe(true);
    expect(result.sources.map((s) => s.id)).toEqual(
      expect.arrayContaining(['bls-oews-industry', 'felten-aiie', 'bls-ep-factors', 'naics-2022']),
    );
    expect(result.personal).toMatchObject({ source: 'job', job_text: 'accountant' });
    expect(result.personal!.fits.length).toBeGreaterThan(0);
    expect(result.engine.kind).toBe('builtin');

    // Made in English, it reads in English whatever the header says, and in Chinese when asked.
    expect(done.result!.written_in).toBe('en');
    const asMade = (await get(reader, `/${id}`, 'zh')).json<TIndustryAnalysisResponse>();
    expect(asMade.result!.written_in).toBe('en');
    expect(asMade.result!.industry.name).toBe('Hospitals');
    const zh = (await get(reader, `/${id}?lang=zh`)).json<TIndustryAnalysisResponse>();
    expect(zh.result!.written_in).toBe('zh');
    expect(zh.result!.industry.name).toBe('医院');
    expect(zh.result!.summary).toMatch(/AI 替代率/);
    expect(zh.result!.factors[0]!.text).toMatch(/美国劳工统计局预计/);
    expect(zh.result!.factors.map((f) => f.text).join('')).not.toMatch(/General medical/);

    const history = (await get(reader, '/history')).json<TIndustryHistoryResponse>();
    expect(history.items.map((i) => i.id)).toEqual([id]);
    expect(history.items[0]).toMatchObject({
      ai_replacement_rate: result.ai_replacement_rate,
      input: { industry_code: '622' },
    });

    const stranger = await signInUser(t.app);
    expect((await get(stranger, `/${id}`)).statusCode).toBe(404);
    const theirDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/industry-analysis/${id}`,
      headers: bearer(stranger.token),
    });
    expect(theirDelete.statusCode).toBe(404);
    // The CV analysis routes do not reach an industry analysis either.
    const asCv = await t.app.inject({
      method: 'GET',
      url: `/api/cv-analysis/${id}`,
      headers: bearer(reader.token),
    });
    expect(asCv.statusCode).toBe(404);

    const feedback = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: bearer(reader.token),
      payload: { subject: 'industry_analysis', subject_id: id, rating: 5, comment: 'useful' },
    });
    expect(feedback.statusCode, feedback.body).toBe(200);
    expect(feedback.json<TCreateFeedbackResponse>().rewarded_credits).toBe(2);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/industry-analysis/${id}`,
      headers: bearer(reader.token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await get(reader, `/${id}`)).statusCode).toBe(404);
  }, 60_000);

  it('refuses an unknown industry or job, or another user’s CV analysis, before charging anything', async () => {
    const reader = await signInUser(t.app);
    await giveCredit(reader, 2);
    const notIndustry = await start(reader, { industry_query: 'xqzvbn', mode: 'credit' }, 'zh');
    expect(notIndustry.statusCode).toBe(400);
    expect(notIndustry.json()).toMatchObject({ error_type: 'not_an_industry' });
    const unknownCode = await start(reader, { industry_code: '999999', mode: 'credit' });
    expect(unknownCode.json()).toMatchObject({ error_type: 'not_an_industry' });
    const both = await start(reader, { industry_code: '622', industry_query: 'hospitals' });
    expect(both.statusCode).toBe(422);
    const job = await start(reader, {
      industry_code: '622',
      current_job: 'qqqq zzzz',
      mode: 'credit',
    });
    expect(job.json()).toMatchObject({ error_type: 'job_not_recognised' });

    const other = await signInUser(t.app);
    const cv = await pasteCv(t.app, other.token, NURSE_CV);
    const cvId = cv.json<{ id: string }>().id;
    await analysisWhenDone(t.app, other.token, cvId);
    const foreign = await start(reader, {
      industry_code: '622',
      cv_analysis_id: cvId,
      mode: 'credit',
    });
    expect(foreign.statusCode).toBe(404);

    expect(await balance(reader)).toBe(2);
    expect(await rows(reader)).toEqual([]);
  }, 60_000);

  it('fits a person through their own CV analysis, and charges a credit analysis exactly once', async () => {
    const reader = await signInUser(t.app);
    await giveCredit(reader, 1);
    const cv = await pasteCv(t.app, reader.token, NURSE_CV);
    const cvId = cv.json<{ id: string }>().id;
    expect((await analysisWhenDone(t.app, reader.token, cvId)).status).toBe('completed');
    const [a, b] = await Promise.all([
      start(reader, { industry_query: '医院', cv_analysis_id: cvId, mode: 'credit' }, 'zh'),
      start(reader, { industry_query: '医院', cv_analysis_id: cvId, mode: 'credit' }, 'zh'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
    expect(await balance(reader)).toBe(0);
    const id = (a.statusCode === 200 ? a : b).json<{ id: string }>().id;
    const done = await whenDone(reader, id, 'en');
    expect(done.result!.written_in).toBe('zh');
    expect(done).toMatchObject({
      status: 'completed',
      mode: 'credit',
      credits_charged: 1,
      expires_at: null,
    });
    const personal = done.result!.personal!;
    expect(personal.source).toBe('cv');
    expect(personal.fits[0]).toMatchObject({ basis: 'cv' });
    expect(personal.fits.map((f) => f.occupation_code)).toContain('29-1141.00');
    const charges = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, reader.user.id));
    expect(charges.filter((row) => row.reason === 'analysis_charge')).toHaveLength(1);
  }, 60_000);

  it('gives one free industry analysis a UTC day, readable for 24 hours', async () => {
    const reader = await signInUser(t.app);
    const first = await start(reader, { industry_code: '5132' });
    const id = first.json<{ id: string }>().id;
    const done = await whenDone(reader, id);
    expect(done.status).toBe('completed');
    const second = await start(reader, { industry_code: '52' });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ error_type: 'free_analysis_used' });
    // The day's free CV analysis is a different kind, still there.
    expect((await pasteCv(t.app, reader.token, NURSE_CV)).statusCode).toBe(200);
    const now = clock;
    try {
      clock = new Date(now.getTime() + 24 * 3600_000 + 60_000);
      const expired = await get(reader, `/${id}`);
      expect(expired.statusCode).toBe(410);
      expect(await t.app.personalAnalyses.sweepExpired()).toBeGreaterThanOrEqual(1);
      const item = (await get(reader, '/history')).json<TIndustryHistoryResponse>().items[0]!;
      expect(item).toMatchObject({ id, expired: true, ai_replacement_rate: null });
    } finally {
      clock = now;
    }
  }, 60_000);
});
