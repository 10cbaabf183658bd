import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TJobDetail, TListJobsResponse } from '@irreplaceable/contracts/jobs/job';
import { jobs } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { searchAndWait } from '../../test/jobs-fixtures';
import { bearer, signIn, uniqueIp } from '../../test/factories';

describe.each(databaseKinds)('the jobs API (%s)', (kind) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = (await signIn(t.app, 'admin@example.com', 'admin')).access_token;
    for (const title of ['Telemarketer', 'Roofer', 'Accountant', 'Software Engineer']) {
      const { task } = await searchAndWait(t.app, title);
      ids[title] = task.search_result!.generating_jobs[0]!.job_id!;
    }
  });
  afterAll(() => t.close());

  /** The page once its queued rewrite has landed (its refresh time moves past `since`). */
  async function rewrittenSince(id: number, since: string): Promise<TJobDetail> {
    for (let attempt = 0; attempt < 400; attempt += 1) {
      const page = (
        await t.app.inject({ method: 'GET', url: `/api/jobs/${id}` })
      ).json<TJobDetail>();
      if (page.last_refreshed_at !== since && !page.refresh_pending) return page;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`job ${id} was not rewritten`);
  }

  const list = async (query: string, language = 'en') =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/jobs/?${query}`,
        headers: { 'accept-language': language },
      })
    ).json<TListJobsResponse>();

  it('pages the board newest first', async () => {
    const first = await list('page=1&page_size=3');
    expect(first.items.map((j) => j.title)).toEqual(['Software Engineer', 'Accountant', 'Roofer']);
    expect(first).toMatchObject({ total: 4, has_more: true, page: 1 });
    const second = await list('page=2&page_size=3');
    expect(second.items.map((j) => j.title)).toEqual(['Telemarketer']);
    expect(second.has_more).toBe(false);
    expect((await list('page=3&page_size=3')).items).toEqual([]);
  });

  it('filters by risk band and popularity, and searches by name or category', async () => {
    const high = await list('filter=high');
    expect(high.items.every((j) => j.ai_replacement_rate! >= 50)).toBe(true);
    expect(high.items.map((j) => j.title)).toContain('Telemarketer');
    const low = await list('filter=low');
    expect(low.items.every((j) => j.ai_replacement_rate! < 25)).toBe(true);
    expect(low.items.map((j) => j.title)).toContain('Roofer');
    expect((await list('search=roof')).items.map((j) => j.title)).toEqual(['Roofer']);
    expect((await list('search=Technology&search_by=category')).items.map((j) => j.title)).toEqual([
      'Software Engineer',
    ]);
    const zh = await list('search=会计', 'zh');
    expect(zh.items[0]?.title).toMatch(/会计/);
    const invalid = await t.app.inject({ method: 'GET', url: '/api/jobs/?filter=nope' });
    expect(invalid.statusCode).toBe(422);
  });

  it('shows a job in the request language, with its evidence, and counts the view', async () => {
    const id = ids['Accountant']!;
    const en = (await t.app.inject({ method: 'GET', url: `/api/jobs/${id}` })).json<TJobDetail>();
    const zh = (
      await t.app.inject({
        method: 'GET',
        url: `/api/jobs/${id}`,
        headers: { 'accept-language': 'zh-CN' },
      })
    ).json<TJobDetail>();
    expect(en.title).toBe('Accountant');
    expect(zh.title).toMatch(/\p{Script=Han}/u);
    expect(zh.description).toMatch(/\p{Script=Han}/u);
    expect(en.evidence.occupation.code).toBe('13-2011.00');
    expect(en.evidence.studies.length).toBeGreaterThanOrEqual(4);
    // The ILO's measure reaches accountants through ISCO-08 2411 and is shown beside the rate.
    expect(en.evidence.studies.find((study) => study.study === 'ilo_genai')).toMatchObject({
      raw_value: 0.52,
      weight: 0,
      contribution: 0,
    });
    expect(en.engine).toEqual({
      kind: 'builtin',
      label: 'Built-in analyst',
      fallback_reason: null,
    });
    expect(en.score_history).toHaveLength(1);
    expect(zh.search_popularity).toBeGreaterThan(en.search_popularity - 1);
    // Views are stored together every second; the board orders by stored popularity.
    await t.app.jobs.storeViews();
    const popular = await list('filter=popular');
    expect(popular.items.map((j) => j.id)).toContain(id);
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs/999999' })).statusCode).toBe(404);
  });

  it('says what a safer job asks for, when it asks for more than this one', async () => {
    const url = `/api/jobs/${ids['Telemarketer']!}`;
    const job = (await t.app.inject({ method: 'GET', url })).json<TJobDetail>();
    expect(job.safer_occupations.length).toBeGreaterThan(0);
    // Telemarketers (job zone 2) to advertising sales agents (zone 4).
    expect(job.safer_occupations.map((safer) => safer.trade_off)).toContain('more-preparation');
  });

  it('serves a page older than 90 days as it stands, rewrites it in the background, and on request', async () => {
    const id = ids['Roofer']!;
    await t.database.db
      .update(jobs)
      .set({ lastRefreshedAt: new Date(Date.now() - 91 * 24 * 60 * 60_000), formulaVersion: 'old' })
      .where(eq(jobs.id, id));
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/jobs/${id}` })).json<TJobDetail>();
    const stale = await read();
    expect(stale.refresh_pending).toBe(true);
    expect(Date.now() - new Date(stale.last_refreshed_at).getTime()).toBeGreaterThan(60_000);
    let viewed = stale;
    for (let attempt = 0; attempt < 200 && viewed.refresh_pending; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      viewed = await read();
    }
    expect(viewed.refresh_pending).toBe(false);
    expect(Date.now() - new Date(viewed.last_refreshed_at).getTime()).toBeLessThan(60_000);
    expect(viewed.score_history.length).toBe(2);
    // A reader may ask for the rewrite of a page that is due (none is: 200, nothing queued),
    // but forcing one is for admins.
    const due = await t.app.inject({ method: 'POST', url: `/api/jobs/${id}/refresh` });
    expect(due.statusCode).toBe(200);
    expect(due.json<TJobDetail>().last_refreshed_at).toBe(viewed.last_refreshed_at);
    expect(due.json<TJobDetail>().refresh_pending).toBe(false);
    const byVisitor = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${id}/refresh?force=true`,
    });
    expect(byVisitor.statusCode).toBe(403);
    const reader = await signIn(t.app);
    const byReader = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${id}/refresh?force=true`,
      headers: bearer(reader.access_token),
    });
    expect(byReader.statusCode).toBe(403);
    const forced = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${id}/refresh?force=true`,
      headers: bearer(adminToken),
    });
    // Queued, and answered at once with the page as it stands.
    expect(forced.statusCode).toBe(202);
    expect(forced.json<TJobDetail>()).toMatchObject({
      id,
      refresh_pending: true,
      last_refreshed_at: viewed.last_refreshed_at,
    });
    await rewrittenSince(id, viewed.last_refreshed_at);
  });

  it('rewrites a page the built-in analyst wrote for a failed model after an hour, not 90 days', async () => {
    const id = ids['Accountant']!;
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
    const fallback = {
      ...row!.analysis,
      engine: {
        kind: 'builtin',
        label: 'Built-in analyst',
        fallback_reason: 'OpenAI unavailable: HTTP 500',
      },
    };
    await t.database.db
      .update(jobs)
      .set({
        analysis: fallback as (typeof jobs.$inferSelect)['analysis'],
        lastRefreshedAt: new Date(Date.now() - 30 * 60_000),
      })
      .where(eq(jobs.id, id));
    const refresh = () =>
      t.app.inject({ method: 'POST', url: `/api/jobs/${id}/refresh`, remoteAddress: uniqueIp() });
    const early = await refresh();
    expect(early.statusCode).toBe(200);
    const page = early.json<TJobDetail>();
    expect(
      new Date(page.next_refresh_at).getTime() - new Date(page.last_refreshed_at).getTime(),
    ).toBe(60 * 60_000);
    await t.database.db
      .update(jobs)
      .set({ lastRefreshedAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(jobs.id, id));
    const queued = await refresh();
    expect(queued.statusCode).toBe(202);
    const rewritten = await rewrittenSince(id, queued.json<TJobDetail>().last_refreshed_at);
    expect(Date.now() - new Date(rewritten.last_refreshed_at).getTime()).toBeLessThan(60_000);
  });

  it('rewrites a stale page once when readers open it together', async () => {
    const id = ids['Roofer']!;
    const refresh = () =>
      t.app.inject({ method: 'POST', url: `/api/jobs/${id}/refresh`, remoteAddress: uniqueIp() });
    const before = (await refresh()).json<TJobDetail>().score_history.length;
    // A changed formula version makes every rewrite leave a line in the score history.
    await t.database.db
      .update(jobs)
      .set({ lastRefreshedAt: new Date(Date.now() - 91 * 24 * 60 * 60_000), formulaVersion: 'old' })
      .where(eq(jobs.id, id));
    const asked = await Promise.all(Array.from({ length: 5 }, refresh));
    expect(asked.map((response) => response.statusCode)).toEqual([202, 202, 202, 202, 202]);
    const stale = asked[0]!.json<TJobDetail>().last_refreshed_at;
    expect((await rewrittenSince(id, stale)).score_history.length).toBe(before + 1);
    // Nothing is due any more, and no second rewrite came after the first.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await refresh();
    expect(after.statusCode).toBe(200);
    expect(after.json<TJobDetail>().score_history.length).toBe(before + 1);
  });

  it('lists one review per analyst, in the request language', async () => {
    const id = ids['Software Engineer']!;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${id}/llm-reviews?force_refresh=false`,
      headers: { 'accept-language': 'zh' },
    });
    const { reviews } = response.json();
    expect(reviews.map((r: { provider: string }) => r.provider)).toEqual([
      'gpt',
      'claude',
      'gemini',
      'deepseek',
    ]);
    expect(reviews[0].comment).toMatch(/\p{Script=Han}/u);
    expect(reviews[0]).toHaveProperty('generated_version');
    const byVisitor = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${id}/llm-reviews?force_refresh=true`,
    });
    expect(byVisitor.statusCode).toBe(403);
    const refreshed = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${id}/llm-reviews?force_refresh=true`,
      headers: bearer(adminToken),
    });
    expect(refreshed.json().reviews).toHaveLength(4);
  });

  it('says which occupation a page stands on, and which pages share its figures', async () => {
    const engineer = ids['Software Engineer']!;
    const before = (
      await t.app.inject({ method: 'GET', url: `/api/jobs/${engineer}` })
    ).json<TJobDetail>();
    expect(before.basis).toEqual({
      occupation: { code: '15-1252.00', title: 'Software Developers' },
      is_occupation_title: false,
      match: { method: 'editorial', score: 1 },
      shared_with: [],
    });

    const { task } = await searchAndWait(t.app, 'Prompt Engineer');
    const prompt = task.search_result!.generating_jobs[0]!.job_id!;
    const zh = (
      await t.app.inject({
        method: 'GET',
        url: `/api/jobs/${prompt}`,
        headers: { 'accept-language': 'zh' },
      })
    ).json<TJobDetail>();
    expect(zh.basis.occupation).toEqual({ code: '15-1252.00', title: '软件开发工程师' });
    expect(zh.basis.shared_with).toEqual([{ id: engineer, title: '软件工程师' }]);
    expect(zh.ai_replacement_rate).toBe(before.ai_replacement_rate);

    // The engineer's page is cached, yet names the new page at once.
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/jobs/${engineer}` })
    ).json<TJobDetail>();
    expect(after.basis.shared_with).toEqual([{ id: prompt, title: 'Prompt Engineer' }]);
    const roofer = (
      await t.app.inject({ method: 'GET', url: `/api/jobs/${ids['Roofer']}` })
    ).json<TJobDetail>();
    expect(roofer.basis).toMatchObject({
      is_occupation_title: true,
      match: { method: 'official-title' },
    });
    const accountant = (
      await t.app.inject({ method: 'GET', url: `/api/jobs/${ids['Accountant']}` })
    ).json<TJobDetail>();
    expect(accountant.basis.match.method).toBe('alternate-title');
  });

  it('explains each built-in review score with the lens and figures behind it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${ids['Telemarketer']}/llm-reviews`,
    });
    const { reviews } = response.json();
    expect(reviews.map((r: { stance: { lens: string } }) => r.stance.lens)).toEqual([
      'market',
      'judgement',
      'breadth',
      'activities',
    ]);
  });

  it('lets only an administrator clear a job cache', async () => {
    const id = ids['Telemarketer']!;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/jobs/${id}/cache` })).statusCode,
    ).toBe(401);
    const user = await signIn(t.app);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/jobs/${id}/cache`,
      headers: bearer(user.access_token),
    });
    expect(refused.statusCode).toBe(403);
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: `/api/jobs/${id}/cache`,
      headers: bearer(adminToken),
    });
    expect(cleared.statusCode).toBe(200);
  });
});

describe('shared job links', () => {
  it('preview the job title, rate and summary in Open Graph and Twitter tags', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'irreplaceable-og-'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><title>Irreplaceable</title><meta name="description" content="x"></head><body></body></html>',
    );
    const t = await createTestApp('pglite', { deps: { webDistDir: webDir } });
    try {
      const { task } = await searchAndWait(t.app, 'Cartographer');
      const id = task.search_result!.generating_jobs[0]!.job_id!;
      const page = await t.app.inject({ method: 'GET', url: `/jobs/${id}` });
      expect(page.body).toMatch(
        /<title>Cartographer: \d+% AI replacement risk \| Irreplaceable<\/title>/,
      );
      expect(page.body).toContain('property="og:title"');
      expect(page.body).toContain('name="twitter:card"');
      const zh = await t.app.inject({
        method: 'GET',
        url: `/job/${id}`,
        headers: { 'accept-language': 'zh' },
      });
      expect(zh.body).toMatch(/AI 替代风险/);
      // The address's language wins over the reader's header, as the page's language link says.
      const linked = await t.app.inject({ method: 'GET', url: `/jobs/${id}?lang=zh` });
      expect(linked.body).toMatch(/AI 替代风险/);
      const english = await t.app.inject({
        method: 'GET',
        url: `/jobs/${id}?lang=en`,
        headers: { 'accept-language': 'zh' },
      });
      expect(english.body).toMatch(/AI replacement risk/);
      const unknown = await t.app.inject({ method: 'GET', url: '/jobs/999999' });
      expect(unknown.body).toContain('<title>Irreplaceable</title>');
    } finally {
      await t.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });
});
