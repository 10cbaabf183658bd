import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import type { TJobDetail } from '@irreplaceable/contracts/jobs/job';
import { providerBreaker } from '@irreplaceable/analyst/llm/circuit-breaker';
import { jobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { searchAndWait } from '../../test/jobs-fixtures';
import { startOpenAiStandIn, standInEnv, type OpenAiStandIn } from '../../test/openai-stand-in';

const FALLBACK_REWRITE_MS = 10 * 60_000;

/** A job page read by an anonymous visitor, with how long it took. */
async function visit(t: TestApp, id: number) {
  const started = performance.now();
  const response = await t.app.inject({ method: 'GET', url: `/api/jobs/${id}` });
  return { page: response.json<TJobDetail>(), ms: performance.now() - started };
}

async function until<T>(check: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in time');
}

/**
 * A page due for rewriting is served as it stands while the rewrite runs in the background, so
 * a hung provider never holds up a reader; a socket watching the page hears when it lands.
 */
describe('job pages due for rewriting, with a model configured', () => {
  let standIn: OpenAiStandIn;
  let t: TestApp;
  let jobId: number;
  let url: string;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn('happy');
    t = await createTestApp('pglite', {
      env: {
        ...standInEnv(standIn),
        // Longer than a reader may wait, so a read that waited for the model would fail the test.
        LLM_TIMEOUT_MS: '6000',
        LLM_FALLBACK_REWRITE_MS: String(FALLBACK_REWRITE_MS),
      },
    });
    const { task } = await searchAndWait(t.app, 'Roofer');
    jobId = task.search_result!.generating_jobs[0]!.job_id!;
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    url = `${address.replace('http', 'ws')}/ws`;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  /** Makes the page one the built-in analyst wrote in the model's place, `ageMs` ago. */
  async function makeFallbackPage(ageMs: number) {
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    const analysis = {
      ...row!.analysis,
      engine: {
        kind: 'builtin' as const,
        label: 'Built-in analyst',
        fallback_reason: 'OpenAI-compatible unavailable: timed out after 6000 ms',
      },
    };
    await t.database.db
      .update(jobs)
      .set({ analysis, lastRefreshedAt: new Date(Date.now() - ageMs) })
      .where(eq(jobs.id, jobId));
    await t.app.jobs.clearCache(jobId);
  }

  it('states when a fallback page is next rewritten, from the setting', async () => {
    await makeFallbackPage(60_000);
    const { page } = await visit(t, jobId);
    expect(page.refresh_pending).toBe(false);
    expect(Date.parse(page.next_refresh_at) - Date.parse(page.last_refreshed_at)).toBe(
      FALLBACK_REWRITE_MS,
    );
  });

  it('serves a page due for rewriting at once while the provider hangs, and announces the rewrite once it answers', async () => {
    standIn.mode = 'hang';
    await makeFallbackPage(FALLBACK_REWRITE_MS + 60_000);
    const before = standIn.requestTimes.length;
    const first = await visit(t, jobId);
    const second = await visit(t, jobId);
    // A hung provider costs the reader nothing (a read that waited would take the 6 s limit).
    expect(first.ms).toBeLessThan(5_000);
    expect(second.ms).toBeLessThan(5_000);
    expect(first.page.refresh_pending).toBe(true);
    expect(first.page.engine.kind).toBe('builtin');
    // The background rewrite reached the hung provider, and failed over to the built-in text.
    await until(async () => (standIn.requestTimes.length > before ? true : undefined));
    const failed = await until(async () => {
      const { page } = await visit(t, jobId);
      return page.refresh_pending ? undefined : page;
    });
    expect(failed.engine.kind).toBe('builtin');

    // The provider answers again (and its pause is over): the next rewrite is the model's.
    standIn.mode = 'happy';
    providerBreaker.reset();
    await makeFallbackPage(FALLBACK_REWRITE_MS + 60_000);
    const socket = new WebSocket(url);
    await new Promise((resolve) => socket.once('open', resolve));
    const updated = new Promise<unknown>((resolve) =>
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as { type: string };
        if (message.type === 'job_updated') resolve(message);
      }),
    );
    socket.send(JSON.stringify({ type: 'watch_job', data: { job_id: jobId } }));
    // Let the hub register the watch before the page is read.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await visit(t, jobId)).page.refresh_pending).toBe(true);
    expect(await updated).toEqual({ type: 'job_updated', data: { job_id: jobId } });
    socket.close();
    const { page } = await visit(t, jobId);
    expect(page.refresh_pending).toBe(false);
    expect(page.engine).toEqual({
      kind: 'llm',
      label: 'stand-in-model (OpenAI-compatible)',
      fallback_reason: null,
    });
  }, 60_000);

  it('leaves a page alone while its provider is paused after repeated failures', async () => {
    standIn.mode = '500';
    providerBreaker.reset();
    const provider = t.app.deps.analyst.breakerKey('gpt')!;
    for (let i = 0; i < 3; i += 1) providerBreaker.failed(provider);
    await makeFallbackPage(FALLBACK_REWRITE_MS + 60_000);
    const before = standIn.requestTimes.length;
    const { page } = await visit(t, jobId);
    expect(page.refresh_pending).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(standIn.requestTimes.length).toBe(before);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(Date.now() - row!.lastRefreshedAt.getTime()).toBeGreaterThan(FALLBACK_REWRITE_MS);
    providerBreaker.reset();
  });
});
