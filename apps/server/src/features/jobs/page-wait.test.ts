import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLlmReviewsResponse } from '@irreplaceable/contracts/jobs/job';
import { providerBreaker } from '@irreplaceable/analyst/llm/circuit-breaker';
import { createTestApp, type TestApp } from '../../test/test-app';
import { searchAndWait } from '../../test/jobs-fixtures';
import { bearer } from '../../test/factories';
import { signInAdmin } from '../../test/news-fixtures';
import { startOpenAiStandIn, standInEnv, type OpenAiStandIn } from '../../test/openai-stand-in';

/** Small, so a hung provider costs the test little; the bounds below are loose multiples of it. */
const TIMEOUT_MS = 1_500;

async function until<T>(check: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const value = check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in time');
}

/**
 * A person who searched waits for a new page's text and its four reviews together, under one
 * LLM_TIMEOUT_MS; an admin's re-review is queued, never waited for.
 */
describe('a hung model provider and the people waiting on it', () => {
  let standIn: OpenAiStandIn;
  let t: TestApp;
  let jobId: number;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn('happy');
    t = await createTestApp('pglite', {
      env: { ...standInEnv(standIn), LLM_TIMEOUT_MS: String(TIMEOUT_MS) },
    });
    // Also builds the match index, so the timed search below pays only for its own work.
    const { task } = await searchAndWait(t.app, 'Roofer');
    jobId = task.search_result!.generating_jobs[0]!.job_id!;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it('writes a new page in one timeout: the text and the four reviews are asked at once', async () => {
    standIn.mode = 'hang';
    providerBreaker.reset();
    const before = standIn.requestTimes.length;
    const started = Date.now();
    const { task } = await searchAndWait(t.app, 'Plumber');
    const ms = Date.now() - started;
    // This page's own requests: a call of the warm-up page that gave up may still be arriving.
    const asked = standIn.requestTimes.filter(
      (_, index) => index >= before && standIn.prompts[index]!.includes('"Plumber"'),
    );
    // One try each (a hung provider is not asked twice), all sent before any could time out.
    expect(asked).toHaveLength(5);
    expect(Math.max(...asked) - Math.min(...asked)).toBeLessThan(TIMEOUT_MS);
    // Text, then reviews, took two timeouts at least; together they take one.
    expect(ms).toBeLessThan(TIMEOUT_MS * 2);
    const page = (
      await t.app.inject({
        method: 'GET',
        url: `/api/jobs/${task.search_result!.generating_jobs[0]!.job_id}`,
      })
    ).json<{ engine: { kind: string; fallback_reason: string | null } }>();
    expect(page.engine.kind).toBe('builtin');
    expect(page.engine.fallback_reason).toMatch(/^OpenAI-compatible unavailable: timed out/);
  }, 30_000);

  it("queues an admin's re-review and answers without waiting for the provider", async () => {
    standIn.mode = 'hang';
    providerBreaker.reset();
    const admin = await signInAdmin(t.app);
    const stored = (
      await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}/llm-reviews` })
    ).json<TLlmReviewsResponse>();
    const before = standIn.requestTimes.length;
    const started = Date.now();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${jobId}/llm-reviews?force_refresh=true`,
      headers: bearer(admin),
    });
    const ms = Date.now() - started;
    expect(response.statusCode).toBe(202);
    const body = response.json<TLlmReviewsResponse>();
    expect(body.refresh_pending).toBe(true);
    expect(body.reviews).toEqual(stored.reviews);
    // A request that waited for the hung provider would have taken the whole timeout.
    expect(ms).toBeLessThan(TIMEOUT_MS);
    // The four reviews are asked for in the background.
    await until(() => (standIn.requestTimes.length >= before + 4 ? true : undefined));
    const visitor = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${jobId}/llm-reviews?force_refresh=true`,
    });
    expect(visitor.statusCode).toBe(403);
  }, 30_000);
});
