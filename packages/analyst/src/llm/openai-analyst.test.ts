import { ZJobAnalysis } from '@irreplaceable/contracts/analysis/job-analysis';
import { describe, expect, it } from 'vitest';
import { FORMULA_VERSION } from '../scoring/formula';
import {
  analystWith,
  analyzeBuiltin,
  FAKE_KEYS,
  isTextRequest,
  SOFTWARE_DEVELOPER,
  startServer,
} from './testing/analyst-harness';
import { chatCompletions, promptOf } from './testing/fake-providers';
import type { RecordedRequest } from './testing/loopback-server';

const openAIEnv = (origin: string) => ({
  OPENAI_API_KEY: FAKE_KEYS.openai,
  OPENAI_BASE_URL: `${origin}/v1`,
  LLM_TIMEOUT_MS: '5000',
});

interface ChatRequestBody {
  model: string;
  response_format: {
    type: string;
    json_schema: { name: string; schema: { properties: Record<string, unknown> } };
  };
}

describe('the gpt analyst through the OpenAI chat completions API', () => {
  it('gives the model the research figures and the schema, and keeps the computed numbers', async () => {
    const server = await startServer(chatCompletions('gpt-model'));
    const analyst = analystWith(openAIEnv(server.origin));
    const builtin = analyzeBuiltin(SOFTWARE_DEVELOPER);

    const analysis = await analyst.analyzeJob(SOFTWARE_DEVELOPER);

    // Asked at once, so in either order.
    expect(server.requests).toHaveLength(2);
    const textRequest = server.requests.find(isTextRequest) as RecordedRequest;
    const reviewRequest = server.requests.find((request) => !isTextRequest(request))!;
    expect(textRequest.path).toBe('/v1/chat/completions');
    expect(textRequest.headers.authorization).toBe(`Bearer ${FAKE_KEYS.openai}`);
    const body = textRequest.body as ChatRequestBody;
    expect(body.model).toBe('gpt-4.1');
    expect(body.response_format.type).toBe('json_schema');
    expect(Object.keys(body.response_format.json_schema.schema.properties)).toEqual(['en', 'zh']);
    const prompt = promptOf(textRequest);
    expect(prompt).toContain('15-1252.00');
    expect(prompt).toContain(`AI replacement rate: ${builtin.ai_replacement_rate}/100`);
    expect(prompt).toContain(FORMULA_VERSION);
    expect(prompt).toContain('BLS Employment Projections 2024–34');
    expect(prompt).toContain('Most exposed:');
    expect(prompt).toContain('Never invent a number');
    expect(isTextRequest(reviewRequest)).toBe(false);
    const reviewSchema = (reviewRequest.body as ChatRequestBody).response_format.json_schema.schema;
    expect(Object.keys(reviewSchema.properties)).toEqual(['verdict', 'score', 'en', 'zh']);
    expect(promptOf(reviewRequest)).toContain('"exposed" for 0–39');

    expect(ZJobAnalysis.parse(analysis)).toEqual(analysis);
    expect(analysis.engine).toEqual({
      kind: 'llm',
      label: 'gpt-4.1 (OpenAI)',
      fallback_reason: null,
    });
    expect(analysis.content.en.description).toBe('gpt-model wrote en.description');
    expect(analysis.content.zh.human_advice).toBe('gpt-model wrote zh.human_advice');
    // The links stay the app's own: the model's link leads to no source the app cites.
    expect(analysis.content.en.related_resources).toEqual(builtin.content.en.related_resources);
    // The figures are the built-in computation's, whatever the model answered (it said 73).
    expect(analysis.ai_replacement_rate).toBe(builtin.ai_replacement_rate);
    expect(analysis.human_irreplaceability).toBe(builtin.human_irreplaceability);
    expect(analysis.evidence).toEqual(builtin.evidence);
    expect(analysis.safer_occupations).toEqual(builtin.safer_occupations);
    expect(analysis.content.zh.demand_index.score).toBe(builtin.content.zh.demand_index.score);
    expect(analysis.content.en.demand_index.reading).toBe(
      'gpt-model wrote en.demand_index.reading',
    );
  });

  it('has the model review in the persona with a dated version, other analysts stay built-in', async () => {
    const server = await startServer(chatCompletions('gpt-model'));
    const analyst = analystWith(openAIEnv(server.origin));

    const analysis = await analyst.analyzeJob(SOFTWARE_DEVELOPER);

    const gpt = analysis.reviews.zh.find((review) => review.provider === 'gpt')!;
    expect(gpt).toEqual({
      provider: 'gpt',
      comment: 'gpt-model wrote zh.comment',
      review_comment: 'gpt-model wrote zh.review_comment',
      score: 73,
      verdict: 'resilient',
      score_unknown_reason: null,
      generated_version: 'gpt-4.1@2026-03-04',
      engine: { kind: 'llm', label: 'gpt-4.1 (OpenAI)', fallback_reason: null },
    });
    const reviewPrompt = promptOf(server.requests.find((request) => !isTextRequest(request))!);
    expect(reviewPrompt).toContain('"Boss"');
    // Written beside the page text, the review judges the figures and the built-in reading.
    expect(reviewPrompt).toContain('written by Built-in analyst');
    expect(reviewPrompt).toContain(
      analyzeBuiltin(SOFTWARE_DEVELOPER).content.en.deep_understanding,
    );
    const others = analysis.reviews.en.filter((review) => review.provider !== 'gpt');
    expect(others.map((review) => review.engine.label)).toEqual(Array(3).fill('Built-in analyst'));
    expect(analyst.engineFor('gpt').label).toBe('gpt-4.1 (OpenAI)');
    expect(analyst.engineFor('gemini')).toEqual({
      kind: 'builtin',
      label: 'Built-in analyst',
      fallback_reason: null,
    });
  });

  it('retries once after a failure and then uses the answer', async () => {
    const server = await startServer(
      chatCompletions('gpt-model', (index) => (index === 0 ? 'error-500' : 'ok')),
    );
    const failures: unknown[] = [];
    const analyst = analystWith(openAIEnv(server.origin), {
      onAttemptFailed: (failure) => failures.push(failure),
    });

    const analysis = await analyst.analyzeJob(SOFTWARE_DEVELOPER);

    // The text and the review go at once; the first request to arrive fails and is retried.
    expect(server.requests).toHaveLength(3);
    expect(server.requests.filter(isTextRequest).length).toBeGreaterThanOrEqual(1);
    expect(analysis.engine.kind).toBe('llm');
    expect(analysis.reviews.en.find((review) => review.provider === 'gpt')!.engine.kind).toBe(
      'llm',
    );
    expect(analysis.content.en.description).toBe('gpt-model wrote en.description');
    expect(failures).toEqual([
      {
        analyst: 'gpt',
        label: 'gpt-4.1 (OpenAI)',
        attempt: 1,
        reason: 'HTTP 500',
        willRetry: true,
      },
    ]);
  });
});
