import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TJobDetail, TLlmReviewsResponse } from '@irreplaceable/contracts/jobs/job';
import { providerBreaker, FIRST_PAUSE_MS } from '@irreplaceable/analyst/llm/circuit-breaker';
import { jobReviews, jobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { searchAndWait } from '../../test/jobs-fixtures';
import { startOpenAiStandIn, standInEnv, type OpenAiStandIn } from '../../test/openai-stand-in';

const FALLBACK_REWRITE_MS = 10 * 60_000;
const MODEL_ENGINE = {
  kind: 'llm',
  label: 'stand-in-model (OpenAI-compatible)',
  fallback_reason: null,
};

async function until<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('condition not met in time');
}

/**
 * Every text the built-in analyst wrote in a model's place is asked for again once the provider
 * answers, the page text and each review alike, and a rewrite keeps what a model wrote.
 */
describe('texts written in a failed model’s place', () => {
  let standIn: OpenAiStandIn;
  let t: TestApp;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn('happy');
    t = await createTestApp('pglite', {
      env: {
        ...standInEnv(standIn),
        LLM_TIMEOUT_MS: '5000',
        LLM_FALLBACK_REWRITE_MS: String(FALLBACK_REWRITE_MS),
      },
    });
  }, 60_000);
  afterAll(async () => {
    providerBreaker.reset();
    await t?.close();
    await standIn?.close();
  });
  beforeEach(() => {
    providerBreaker.reset();
    standIn.mode = 'happy';
  });

  const read = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/jobs/${id}` })).json<TJobDetail>();
  const reviews = async (id: number) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/jobs/${id}/llm-reviews` })
    ).json<TLlmReviewsResponse>().reviews;
  /** Moves the page's last writing `ageMs` into the past, as if time had passed. */
  async function age(id: number, ageMs: number) {
    await t.database.db
      .update(jobs)
      .set({ lastRefreshedAt: new Date(Date.now() - ageMs) })
      .where(eq(jobs.id, id));
    await t.app.jobs.clearCache(id);
  }
  /** Reads the page (which queues its rewrite) and waits until the rewrite has landed. */
  async function rewritten(id: number): Promise<TJobDetail> {
    const before = await read(id);
    expect(before.refresh_pending).toBe(true);
    return until(async () => {
      const page = await read(id);
      const isNew = page.last_refreshed_at && page.last_refreshed_at !== before.last_refreshed_at;
      return isNew && !page.refresh_pending ? page : undefined;
    });
  }
  async function newPage(title: string): Promise<number> {
    const { task } = await searchAndWait(t.app, title);
    return task.search_result!.generating_jobs[0]!.job_id!;
  }
  /** Makes one analyst's stored reviews the built-in analyst's, written in the model's place. */
  async function reviewFellBack(id: number, provider: string) {
    const rows = await t.database.db.select().from(jobReviews).where(eq(jobReviews.jobId, id));
    for (const row of rows.filter((r) => r.provider === provider)) {
      await t.database.db
        .update(jobReviews)
        .set({
          review: {
            ...row.review,
            engine: {
              kind: 'builtin',
              label: 'Built-in analyst',
              fallback_reason: 'OpenAI-compatible unavailable: HTTP 500',
            },
          },
        })
        .where(eq(jobReviews.id, row.id));
    }
  }

  it('after an outage, rewrites the page and all four reviews with the model', async () => {
    standIn.mode = '500';
    const id = await newPage('Roofer');
    const during = await read(id);
    expect(during.engine.kind).toBe('builtin');
    expect((await reviews(id)).map((review) => review.engine.kind)).toEqual(
      Array(4).fill('builtin'),
    );
    // The provider answers again and its pause is over; an hour later a reader opens the page.
    standIn.mode = 'happy';
    providerBreaker.reset();
    await age(id, FALLBACK_REWRITE_MS + 1_000);
    const after = await rewritten(id);
    expect(after.engine).toEqual(MODEL_ENGINE);
    expect((await reviews(id)).map((review) => review.engine)).toEqual(Array(4).fill(MODEL_ENGINE));
  }, 60_000);

  it('asks again for a review the model failed to write, and keeps the model’s page text', async () => {
    const id = await newPage('Accountant');
    await reviewFellBack(id, 'gemini');
    await t.app.jobs.clearCache(id);
    const fresh = await read(id);
    // A review in the built-in analyst's hand makes the page due as soon as a fallback page would be.
    expect(Date.parse(fresh.next_refresh_at) - Date.parse(fresh.last_refreshed_at)).toBe(
      FALLBACK_REWRITE_MS,
    );
    await age(id, FALLBACK_REWRITE_MS + 1_000);
    const asked = standIn.requestTimes.length;
    const after = await rewritten(id);
    // One request: gemini's review. The page text and the other reviews stay as the model wrote them.
    expect(standIn.requestTimes.length - asked).toBe(1);
    expect(after.description).toBe(fresh.description);
    expect((await reviews(id)).map((review) => review.engine)).toEqual(Array(4).fill(MODEL_ENGINE));
  }, 60_000);

  it('keeps the model’s reviews when a rewrite during an outage has only the built-in text to give', async () => {
    const id = await newPage('Software Engineer');
    const before = await reviews(id);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
    await t.database.db
      .update(jobs)
      .set({
        analysis: {
          ...row!.analysis,
          engine: {
            kind: 'builtin',
            label: 'Built-in analyst',
            fallback_reason: 'OpenAI-compatible unavailable: HTTP 500',
          },
        },
      })
      .where(eq(jobs.id, id));
    standIn.mode = '500';
    await age(id, FALLBACK_REWRITE_MS + 1_000);
    const asked = standIn.requestTimes.length;
    const after = await rewritten(id);
    expect(after.engine.kind).toBe('builtin');
    // The page text alone was asked for (its try and its retry); no review was traded away.
    expect(standIn.requestTimes.length - asked).toBe(2);
    expect((await reviews(id)).map((review) => [review.engine, review.comment])).toEqual(
      before.map((review) => [MODEL_ENGINE, review.comment]),
    );
  }, 60_000);

  it('lets the reviews that waited behind the provider’s trial call go once it answers', async () => {
    const id = await newPage('Telemarketer');
    for (const provider of ['gpt', 'claude', 'gemini', 'deepseek'])
      await reviewFellBack(id, provider);
    // Paused after three failures, and the pause is just over: the next call is its trial.
    const key = t.app.deps.analyst.breakerKey('gpt')!;
    for (let i = 0; i < 3; i += 1) providerBreaker.failed(key, Date.now() - FIRST_PAUSE_MS - 1);
    await age(id, FALLBACK_REWRITE_MS + 1_000);
    await rewritten(id);
    expect((await reviews(id)).map((review) => review.engine)).toEqual(Array(4).fill(MODEL_ENGINE));
  }, 60_000);
});
