import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { TJobDetail, TLlmReviewsResponse } from '@irreplaceable/contracts/jobs/job';
import type { TSearchJobResponse } from '@irreplaceable/contracts/jobs/search-job';
import { BUDGET_FALLBACK_REASONS } from '@irreplaceable/contracts/analysis/fallback-reasons';
import { providerBreaker } from '@irreplaceable/analyst/llm/circuit-breaker';
import { createAnalyst } from '@irreplaceable/analyst/llm/create-analyst';
import { analystConfigFromEnv } from '@irreplaceable/analyst/llm/analyst-config';
import { jobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { searchJob, waitForTask } from '../../test/jobs-fixtures';
import { signIn } from '../../test/factories';
import { startOpenAiStandIn, standInEnv, type OpenAiStandIn } from '../../test/openai-stand-in';
import { createRedisCallBudget } from '../../platform/model-budget/redis-call-budget';

const LIMIT = 60;
/** Distinct new titles: at five requests a page, more than the budget holds. */
const TITLES = [
  'Roofer',
  'Accountant',
  'Telemarketer',
  'Plumber',
  'Electrician',
  'Carpenter',
  'Librarian',
  'Pharmacist',
  'Welder',
  'Baker',
  'Firefighter',
  'Dental Hygienist',
  'Actuary',
  'Cashier',
  'Tax Preparer',
];

const nextUtcDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));

type Setup = [
  string,
  (
    standIn: OpenAiStandIn,
    env: Record<string, string>,
  ) => Promise<{ t: TestApp; close: () => Promise<void> }>,
];

const setups: Setup[] = [
  [
    'embedded: PGlite, counted in the database',
    async (_standIn, env) => {
      const t = await createTestApp('pglite', { env });
      return { t, close: () => t.close() };
    },
  ],
];
if (process.env.DATABASE_URL_TEST && process.env.REDIS_URL_TEST) {
  setups.push([
    'PostgreSQL and Redis, counted in Redis',
    async (_standIn, env) => {
      const redis = new Redis(process.env.REDIS_URL_TEST!);
      // Redis outlives test runs and is shared with them: this deployment counts under its own name.
      const budget = createRedisCallBudget(redis, LIMIT, {
        prefix: `model-calls-${crypto.randomUUID()}`,
      });
      const t = await createTestApp('postgres', {
        env,
        deps: {
          redis,
          analyst: createAnalyst(analystConfigFromEnv(env), { budget }),
        },
      });
      return {
        t,
        close: async () => {
          await t.close();
          await redis.quit();
        },
      };
    },
  ]);
}

describe.each(setups)('the daily budget of model requests (%s)', (_name, setUp) => {
  let standIn: OpenAiStandIn;
  let t: TestApp;
  let close: () => Promise<void>;
  let token: string;

  beforeAll(async () => {
    providerBreaker.reset();
    standIn = await startOpenAiStandIn('happy');
    ({ t, close } = await setUp(standIn, {
      ...standInEnv(standIn),
      LLM_TIMEOUT_MS: '5000',
      LLM_DAILY_CALL_LIMIT: String(LIMIT),
    }));
    token = (await signIn(t.app)).access_token;
  }, 60_000);
  afterAll(async () => {
    await close?.();
    await standIn?.close();
  });

  it('sends the providers no more requests in a day than the limit, and says so on the pages past it', async () => {
    const pages: TJobDetail[] = [];
    for (const title of TITLES) {
      const response = await searchJob(t.app, title, { token });
      const { task_id } = response.json<TSearchJobResponse>();
      const task = await waitForTask(t.app, task_id);
      const id = task.search_result!.generating_jobs[0]!.job_id!;
      pages.push((await t.app.inject({ method: 'GET', url: `/api/jobs/${id}` })).json());
    }
    expect(standIn.requestTimes).toHaveLength(LIMIT);
    // Twelve pages at five requests each; the rest are the built-in analyst's, labelled.
    expect(pages.slice(0, 12).every((page) => page.engine.kind === 'llm')).toBe(true);
    const past = pages.at(-1)!;
    expect(past.engine).toMatchObject({
      kind: 'builtin',
      fallback_reason: BUDGET_FALLBACK_REASONS.daySpent,
    });
    const { reviews } = (
      await t.app.inject({ method: 'GET', url: `/api/jobs/${past.id}/llm-reviews` })
    ).json<TLlmReviewsResponse>();
    expect(reviews.map((review) => review.engine.fallback_reason)).toEqual(
      Array(4).fill(BUDGET_FALLBACK_REASONS.daySpent),
    );
    // Such a page waits for the budget, the next UTC day, not for the hour of a failed provider.
    expect(past.next_refresh_at).toBe(nextUtcDay(new Date(past.last_refreshed_at)).toISOString());
    await t.database.db
      .update(jobs)
      .set({ lastRefreshedAt: new Date(Date.now() - 2 * 60 * 60_000) })
      .where(eq(jobs.id, past.id));
    await t.app.jobs.clearCache(past.id);
    const later = (await t.app.inject({ method: 'GET', url: `/api/jobs/${past.id}` })).json();
    expect(later.refresh_pending).toBe(Date.now() >= Date.parse(later.next_refresh_at));
    expect(standIn.requestTimes).toHaveLength(LIMIT);
  }, 120_000);
});

describe('new pages for anonymous searches from one address', () => {
  let standIn: OpenAiStandIn;
  let t: TestApp;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn('happy');
    t = await createTestApp('pglite', {
      env: { ...standInEnv(standIn), LLM_ANON_NEW_PAGES_PER_ADDRESS_PER_DAY: '2' },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });
  beforeEach(() => providerBreaker.reset());

  async function newPage(title: string, options: { ip?: string; token?: string }) {
    const response = await searchJob(t.app, title, options);
    const task = await waitForTask(t.app, response.json<TSearchJobResponse>().task_id);
    const id = task.search_result!.generating_jobs[0]!.job_id!;
    return (await t.app.inject({ method: 'GET', url: `/api/jobs/${id}` })).json<TJobDetail>();
  }

  it('are the model’s up to the share, then the built-in analyst’s; signed-in people keep the model', async () => {
    const ip = '10.99.0.1';
    const first = await newPage('Roofer', { ip });
    const second = await newPage('Accountant', { ip });
    const asked = standIn.requestTimes.length;
    const third = await newPage('Plumber', { ip });
    expect([first.engine.kind, second.engine.kind]).toEqual(['llm', 'llm']);
    expect(third.engine).toMatchObject({
      kind: 'builtin',
      fallback_reason: BUDGET_FALLBACK_REASONS.addressShareSpent,
    });
    expect(standIn.requestTimes.length).toBe(asked);
    // Another address has its own share; a signed-in person on this one is not held by it.
    expect((await newPage('Welder', { ip: '10.99.0.2' })).engine.kind).toBe('llm');
    const { access_token } = await signIn(t.app);
    expect((await newPage('Baker', { ip, token: access_token })).engine.kind).toBe('llm');
  }, 60_000);
});
