import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TSearchJobResponse } from '@irreplaceable/contracts/jobs/search-job';
import { jobs } from '../../db/schema';
import { createAnalyst } from '@irreplaceable/analyst/llm/create-analyst';
import { analystConfigFromEnv } from '@irreplaceable/analyst/llm/analyst-config';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { searchAndWait, searchJob, waitForTask } from '../../test/jobs-fixtures';

describe.each(databaseKinds)('searching for a job (%s)', (kind) => {
  let t: TestApp;
  const analysed: string[] = [];
  beforeAll(async () => {
    const analyst = createAnalyst(analystConfigFromEnv({}));
    t = await createTestApp(kind, {
      env: { SEARCH_DAILY_LIMIT_ADDRESS: '5' },
      deps: {
        analyst: {
          ...analyst,
          analyzeJob: (input, options) => {
            analysed.push(input.title);
            return analyst.analyzeJob(input, options);
          },
        },
      },
    });
  });
  afterAll(() => t.close());

  it('writes a page for a new title, then answers full_match for it', async () => {
    const { response, task } = await searchAndWait(t.app, 'Sommelier');
    expect(response.search_result.search_type).toBe('no_match');
    expect(response.search_result.generating_jobs[0]).toMatchObject({
      job_title: 'Sommelier',
      status: 'queued',
    });
    expect(task.status).toBe('completed');
    const entry = task.search_result!.generating_jobs[0]!;
    expect(entry).toMatchObject({ status: 'ready', progress: 100, can_view: true });

    const job = await t.app.inject({ method: 'GET', url: `/api/jobs/${entry.job_id}` });
    expect(job.statusCode).toBe(200);
    expect(job.json()).toMatchObject({ title: 'Sommelier', engine: { kind: 'builtin' } });

    const again = (await searchJob(t.app, 'sommeliers')).json<TSearchJobResponse>();
    expect(again.status).toBe('completed');
    expect(again.search_result.search_type).toBe('full_match');
    expect(again.search_result.matched_jobs[0]).toMatchObject({
      job_id: entry.job_id,
      similarity_score: 1,
    });
  });

  it("leads a title with a seniority word to the occupation's one page", async () => {
    await searchAndWait(t.app, 'Registered Nurse');
    const page = (await searchJob(t.app, 'Registered Nurse')).json<TSearchJobResponse>()
      .search_result.matched_jobs[0]!;
    for (const query of ['Senior Registered Nurse', 'Jr. registered nurse']) {
      const again = (await searchJob(t.app, query)).json<TSearchJobResponse>();
      expect(again.search_result.search_type, query).toBe('full_match');
      expect(again.search_result.matched_jobs[0]?.job_id, query).toBe(page.job_id);
    }
  });

  it('offers pages of the same occupation as partial matches while writing the new title', async () => {
    await searchAndWait(t.app, 'Registered Nurse');
    const response = (await searchJob(t.app, 'Staff Nurse')).json<TSearchJobResponse>();
    expect(response.search_result.search_type).toBe('partial_match');
    const partial = response.search_result.matched_jobs[0]!;
    expect(partial.title).toBe('Registered Nurse');
    expect(partial.similarity_score).toBeGreaterThan(0);
    expect(partial.similarity_score).toBeLessThan(1);
    expect(response.search_result.generating_jobs).toHaveLength(1);
    await waitForTask(t.app, response.task_id);
  });

  it('answers each search error type with a suggestion in the query language', async () => {
    const cases: [string, 'en' | 'zh', string, number][] = [
      ['   ', 'en', 'empty_query', 400],
      ['!!!', 'en', 'empty_query', 400],
      ['manager', 'en', 'too_vague', 400],
      ['what is the weather like today', 'en', 'not_job_related', 400],
      ['我想吃火锅', 'zh', 'not_job_related', 400],
    ];
    for (const [query, language, errorType, status] of cases) {
      const response = await searchJob(t.app, query, { language });
      expect(response.statusCode, query).toBe(status);
      expect(response.json().error_type, query).toBe(errorType);
      expect(response.json().detail.length).toBeGreaterThan(0);
    }
    const vague = (await searchJob(t.app, 'engineer')).json();
    expect(vague.examples.length).toBeGreaterThanOrEqual(3);
    expect(vague.suggestion).toMatch(/[a-z]/i);
    const chinese = await searchJob(t.app, '经理', { language: 'zh' });
    expect(chinese.json().detail).toMatch(/\p{Script=Han}/u);
  });

  it('cleans the query and replaces a connection id that breaks the rules', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/search-job',
      payload: { query: '  Data   Scientist!!? ', language: 'en', connection_id: 'bad id!' },
    });
    const body = response.json<TSearchJobResponse>();
    expect(body.query).toBe('Data Scientist');
    expect(body.connection_id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(body.connection_id).not.toBe('bad id!');
    await waitForTask(t.app, body.task_id);
  });

  it('limits searches per address per day', async () => {
    const ip = '10.250.0.9';
    for (let i = 0; i < 5; i += 1) {
      expect((await searchJob(t.app, 'Software Engineer', { ip })).statusCode).toBe(200);
    }
    const limited = await searchJob(t.app, 'Software Engineer', { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error_type: 'too_many_searches',
      detail: 'Too many searches! Please try again tomorrow.',
    });
  });

  it('writes one page however many people search the same new title at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => searchJob(t.app, 'Glassblower')),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const bodies = responses.map((r) => r.json<TSearchJobResponse>());
    const generationIds = new Set(
      bodies.flatMap((b) => b.search_result.generating_jobs.map((g) => g.generation_id)),
    );
    expect(generationIds.size).toBeLessThanOrEqual(1);
    const tasks = await Promise.all(bodies.map((b) => waitForTask(t.app, b.task_id)));
    expect(tasks.every((task) => task.status === 'completed')).toBe(true);
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`${jobs.title} = 'Glassblower'`);
    expect(count?.n).toBe(1);
    // The analysis ran once: every other search joined it or found the finished page.
    expect(analysed.filter((title) => title === 'Glassblower')).toHaveLength(1);
  });

  it('reports a task that does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/jobs/status/not-a-task' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error_type).toBe('task_not_found');
  });
});
