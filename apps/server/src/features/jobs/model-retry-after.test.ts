import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobDetail } from '@irreplaceable/contracts/jobs/job';
import { providerBreaker } from '@irreplaceable/analyst/llm/circuit-breaker';
import { createTestApp, type TestApp } from '../../test/test-app';
import { searchAndWait } from '../../test/jobs-fixtures';
import { bearer, signIn } from '../../test/factories';
import { startOpenAiStandIn, standInEnv, type OpenAiStandIn } from '../../test/openai-stand-in';

/** A provider that is rate limited or overloaded says when to ask again, and is not asked before. */
describe('Retry-After from a model provider', () => {
  let standIn: OpenAiStandIn;
  let t: TestApp;
  let jobId: number;
  let adminToken: string;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn('happy');
    t = await createTestApp('pglite', {
      env: { ...standInEnv(standIn), LLM_TIMEOUT_MS: '5000' },
    });
    adminToken = (await signIn(t.app, 'admin@example.com', 'admin')).access_token;
    const { task } = await searchAndWait(t.app, 'Roofer');
    jobId = task.search_result!.generating_jobs[0]!.job_id!;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  const rewrite = async () => {
    providerBreaker.reset();
    standIn.requestTimes.length = 0;
    const started = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/refresh?force=true`,
      headers: bearer(adminToken),
    });
    // Queued and answered at once; the rewrite runs on the rewrite queue.
    expect(response.statusCode).toBe(202);
    const since = response.json<TJobDetail>().last_refreshed_at;
    for (;;) {
      const page = (
        await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}` })
      ).json<TJobDetail>();
      if (page.last_refreshed_at !== since) return { page, ms: Date.now() - started };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it.each(['429', '503'] as const)(
    'waits out a short Retry-After on %s before the one retry',
    async (mode) => {
      standIn.mode = mode;
      standIn.retryAfterSeconds = 1;
      const { page } = await rewrite();
      // The page text and the four reviews are asked for at once: five first tries, then five
      // retries, none sooner than the wait asked for after the first try of them all.
      const tries = standIn.requestTimes;
      expect(tries).toHaveLength(10);
      expect(Math.min(...tries.slice(5)) - Math.min(...tries.slice(0, 5))).toBeGreaterThanOrEqual(
        950,
      );
      expect(page.engine.kind).toBe('builtin');
      expect(page.engine.fallback_reason).toBe(`OpenAI-compatible unavailable: HTTP ${mode}`);
    },
    30_000,
  );

  it('falls back at once when the wait asked for is longer than the call may take', async () => {
    standIn.mode = '429';
    standIn.retryAfterSeconds = 120;
    const { page, ms } = await rewrite();
    // One try each for the page text and the four reviews, no retry, no waiting.
    expect(standIn.requestTimes).toHaveLength(5);
    expect(ms).toBeLessThan(5_000);
    expect(page.engine.fallback_reason).toBe(
      'OpenAI-compatible unavailable: HTTP 429, asked to wait 120 s',
    );
  });
});
