import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TJobDetail, TListJobsResponse } from '@irreplaceable/contracts/jobs/job';
import type { TSearchJobResponse } from '@irreplaceable/contracts/jobs/search-job';
import { migrationsFolder } from '../../db/client';
import { jobScoreHistory, jobs } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { searchAndWait, searchJob } from '../../test/jobs-fixtures';

/** Occupations no study covers (YouTuber) carry no rate anywhere, never a stand-in 50. */
describe.each(databaseKinds)('a job with no rate (%s)', (kind) => {
  let t: TestApp;
  let unrated = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const title of ['YouTuber', 'Telemarketer', 'Roofer']) {
      const { task } = await searchAndWait(t.app, title);
      if (title === 'YouTuber') unrated = task.search_result!.generating_jobs[0]!.job_id!;
    }
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, language = 'en') =>
    (
      await t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } })
    ).json<T>();

  it('has a null rate with its reason on the job page, in both languages', async () => {
    for (const language of ['en', 'zh']) {
      const job = await get<TJobDetail>(`/api/jobs/${unrated}`, language);
      expect(job.evidence.studies_available).toBe(0);
      expect(job.ai_replacement_rate).toBeNull();
      expect(job.human_irreplaceability).toBeNull();
      expect(job.rate_unknown_reason).toBe('no_study_coverage');
      expect(job.score_history).toEqual([
        expect.objectContaining({
          ai_replacement_rate: null,
          rate_unknown_reason: 'no_study_coverage',
        }),
      ]);
    }
  });

  it('is on the board without a rate, and in no risk band', async () => {
    const board = await get<TListJobsResponse>('/api/jobs/');
    expect(board.items.find((item) => item.id === unrated)).toMatchObject({
      ai_replacement_rate: null,
      rate_unknown_reason: 'no_study_coverage',
    });
    const rated = board.items.filter((item) => item.id !== unrated);
    expect(rated.every((item) => item.rate_unknown_reason === null)).toBe(true);
    for (const band of ['low', 'medium', 'high']) {
      const listed = await get<TListJobsResponse>(`/api/jobs/?filter=${band}`);
      expect(listed.items.map((item) => item.id)).not.toContain(unrated);
    }
  });

  it('answers a search with the page and no rate', async () => {
    const body = (await searchJob(t.app, 'YouTuber')).json<TSearchJobResponse>();
    expect(body.search_result.matched_jobs[0]).toMatchObject({
      job_id: unrated,
      ai_replacement_rate: null,
      rate_unknown_reason: 'no_study_coverage',
    });
  });

  it('names no figure in the shared link preview', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/jobs/${unrated}` });
    if (page.statusCode !== 200) return; // No built web app in this test run: nothing to preview.
    expect(page.body).not.toMatch(/YouTuber: \d+%/);
  });

  it('turns the stand-in 50 of pages stored before into null, by migration', async () => {
    const [stored] = await t.app.db.select().from(jobs).where(eq(jobs.id, unrated));
    const { analysis } = stored!;
    const old = {
      ...analysis,
      ai_replacement_rate: 50,
      human_irreplaceability: 50,
      content: {
        en: {
          ...analysis.content.en,
          demand_index: {
            score: 50,
            reading:
              'BLS publishes no employment projections for YouTuber, so the index shows the neutral **50**.',
          },
        },
        zh: {
          ...analysis.content.zh,
          demand_index: {
            score: 50,
            reading: '美国劳工统计局没有公布网红的就业预测，因此指数取中性值**50**。',
          },
        },
      },
    } as unknown as typeof analysis;
    delete (old as Partial<typeof old>).rate_unknown_reason;
    await t.app.db
      .update(jobs)
      .set({ aiReplacementRate: 50, humanIrreplaceability: 50, analysis: old })
      .where(eq(jobs.id, unrated));
    await t.app.db
      .update(jobScoreHistory)
      .set({ aiReplacementRate: 50 })
      .where(eq(jobScoreHistory.jobId, unrated));
    const migration = fs.readFileSync(
      path.join(migrationsFolder(), '0010_nullable_rates.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint').slice(3)) {
      await t.app.db.execute(sql.raw(statement));
    }
    // Read from the table: the page API answers from its cache for a while.
    const [migrated] = await t.app.db.select().from(jobs).where(eq(jobs.id, unrated));
    expect(migrated).toMatchObject({ aiReplacementRate: null, humanIrreplaceability: null });
    expect(migrated!.analysis).toMatchObject({
      ai_replacement_rate: null,
      human_irreplaceability: null,
      rate_unknown_reason: 'no_study_coverage',
    });
    for (const language of ['en', 'zh'] as const) {
      expect(migrated!.analysis.content[language].demand_index).toMatchObject({
        score: null,
        unknown_reason: 'no_projections',
      });
    }
    const history = await t.app.db
      .select()
      .from(jobScoreHistory)
      .where(eq(jobScoreHistory.jobId, unrated));
    expect(history.map((entry) => entry.aiReplacementRate)).toEqual([null]);
    // Rated pages keep their figures.
    const board = await get<TListJobsResponse>('/api/jobs/');
    const telemarketer = board.items.find((item) => item.title === 'Telemarketer')!;
    expect(telemarketer.ai_replacement_rate).toBeGreaterThan(60);
  });
});
