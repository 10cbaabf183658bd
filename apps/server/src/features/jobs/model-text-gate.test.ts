import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobDetail, TLlmReviewsResponse } from '@irreplaceable/contracts/jobs/job';
import { analystConfigFromEnv } from '@irreplaceable/analyst/llm/analyst-config';
import { providerBreaker } from '@irreplaceable/analyst/llm/circuit-breaker';
import { createAnalyst } from '@irreplaceable/analyst/llm/create-analyst';
import type { GateReport } from '@irreplaceable/analyst/llm/gate/gate-report';
import { createTestApp, type TestApp } from '../../test/test-app';
import { searchAndWait } from '../../test/jobs-fixtures';
import { bearer, signIn } from '../../test/factories';
import { startOpenAiStandIn, standInEnv, type OpenAiStandIn } from '../../test/openai-stand-in';

const LANGUAGES = ['en', 'zh'] as const;
/** What the hostile stand-in writes into every text, in whole or in part. */
const HOSTILE_MARKS = [/tracker\.example/, /worthless/, /rate 0/, /99%/, /!\[/, /\]\(http/];

/**
 * What a model writes is checked before it is stored: against a provider that answers with a
 * tracking image, an outside link and a made-up rate, none of it reaches a job page or a review.
 */
describe('model text on job pages, through the gate', () => {
  let standIn: OpenAiStandIn;
  let t: TestApp;
  let adminToken: string;
  const gateLog: GateReport[] = [];

  beforeAll(async () => {
    standIn = await startOpenAiStandIn('hostile');
    const env = { ...standInEnv(standIn), LLM_TIMEOUT_MS: '5000' };
    t = await createTestApp('pglite', {
      env,
      deps: {
        analyst: createAnalyst(analystConfigFromEnv(env), {
          onTextGated: (report) => gateLog.push(report),
        }),
      },
    });
    adminToken = (await signIn(t.app, 'admin@example.com', 'admin')).access_token;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  const read = async (id: number, language: 'en' | 'zh') => {
    const headers = { 'accept-language': language };
    const page = await t.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers });
    const reviews = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${id}/llm-reviews`,
      headers,
    });
    return {
      page: page.json<TJobDetail>(),
      reviews: reviews.json<TLlmReviewsResponse>().reviews,
    };
  };
  const rewrite = async (id: number) => {
    providerBreaker.reset();
    gateLog.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${id}/refresh?force=true`,
      headers: bearer(adminToken),
    });
    // The rewrite is queued and answered at once; wait until it has landed.
    expect(response.statusCode).toBe(202);
    const since = response.json<TJobDetail>().last_refreshed_at;
    for (let attempt = 0; attempt < 400; attempt += 1) {
      const page = (
        await t.app.inject({ method: 'GET', url: `/api/jobs/${id}` })
      ).json<TJobDetail>();
      if (page.last_refreshed_at !== since && !page.refresh_pending) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`job ${id} was not rewritten`);
  };

  let jobId: number;

  it('publishes no outside image or link and no contradicting figure from a hostile model', async () => {
    const { task } = await searchAndWait(t.app, 'Roofer');
    jobId = task.search_result!.generating_jobs[0]!.job_id!;
    expect(standIn.requestTimes.length).toBeGreaterThanOrEqual(5);
    for (const language of LANGUAGES) {
      const { page, reviews } = await read(jobId, language);
      const published = JSON.stringify({ page, reviews });
      for (const mark of HOSTILE_MARKS) expect(published).not.toMatch(mark);
      // Every section lost its two figures out of three sentences: the page is the built-in one,
      // and says why.
      expect(page.engine.kind).toBe('builtin');
      expect(page.engine.fallback_reason).toMatch(/stated figures this page does not hold/);
      expect(page.engine.fallback_kind).toBe('rejected');
      expect(page.ai_replacement_rate).not.toBe(0);
      expect(page.related_resources.every((link) => !link.url.includes('example'))).toBe(true);
      expect(reviews).toHaveLength(4);
      for (const review of reviews) {
        expect(review.engine.kind).toBe('builtin');
        expect(review.engine.fallback_reason).toMatch(/review stated figures/);
        expect(review.engine.fallback_kind).toBe('rejected');
        expect(review.score).not.toBe(0);
      }
    }
  }, 60_000);

  it('shows the built-in text, labelled, for a section that lost more than a third of its sentences', async () => {
    standIn.mode = 'happy';
    standIn.reshape = (schema, answer) => {
      if (schema !== 'job_page_text') return answer;
      const text = answer as Record<'en' | 'zh', Record<string, unknown>>;
      return {
        en: { ...text.en, description: 'Roofers fix roofs. The AI replacement rate is 99%.' },
        zh: { ...text.zh, description: '屋顶工修屋顶。替代率99%，年薪 987,654 美元。' },
      };
    };
    await rewrite(jobId);
    for (const language of LANGUAGES) {
      const { page } = await read(jobId, language);
      expect(page.engine.kind).toBe('llm');
      expect(page.builtin_sections).toEqual(['description']);
      expect(page.description).not.toMatch(/99%|987,654|stand-in/);
      expect(page.description.length).toBeGreaterThan(80);
      // The other sections are the model's.
      expect(page.deep_understanding).toBe(`stand-in wrote ${language}.deep_understanding`);
    }
    expect(gateLog.find((report) => report.part === 'job page')).toMatchObject({
      dropped: 2,
      builtin: ['en.description', 'zh.description'],
    });
  }, 60_000);

  it('treats a review whose score lies outside its verdict’s band as a schema failure', async () => {
    standIn.mode = 'happy';
    standIn.reshape = (schema, answer) =>
      schema === 'analyst_review'
        ? { ...(answer as object), score: 80, verdict: 'exposed' }
        : answer;
    await rewrite(jobId);
    const { reviews } = await read(jobId, 'en');
    expect(reviews).toHaveLength(4);
    for (const review of reviews) {
      expect(review.engine.kind).toBe('builtin');
      expect(review.engine.fallback_reason).toBe(
        'OpenAI-compatible unavailable: answer did not match the schema',
      );
    }

    // In its band, the same review is the model's, with its verdict.
    standIn.reshape = (schema, answer) =>
      schema === 'analyst_review'
        ? { ...(answer as object), score: 80, verdict: 'resilient' }
        : answer;
    await rewrite(jobId);
    const after = await read(jobId, 'zh');
    for (const review of after.reviews) {
      expect(review.engine.kind).toBe('llm');
      expect(review).toMatchObject({ score: 80, verdict: 'resilient' });
    }
  }, 60_000);
});
