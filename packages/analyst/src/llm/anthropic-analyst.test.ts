import { describe, expect, it } from 'vitest';
import {
  analystWith,
  analyzeBuiltin,
  FAKE_KEYS,
  isTextRequest,
  SOFTWARE_DEVELOPER,
  startServer,
} from './testing/analyst-harness';
import { anthropicMessages, promptOf } from './testing/fake-providers';

interface MessagesRequestBody {
  model: string;
  tools: { name: string; input_schema: { properties: Record<string, unknown> } }[];
  tool_choice: { type: string; name: string };
}

const anthropicEnv = (origin: string) => ({
  ANTHROPIC_API_KEY: FAKE_KEYS.anthropic,
  ANTHROPIC_BASE_URL: `${origin}/v1`,
  LLM_TIMEOUT_MS: '5000',
});

describe('the claude analyst through the Anthropic messages API', () => {
  it('asks for the text through a JSON tool and uses its input', async () => {
    const server = await startServer(anthropicMessages('claude-model'));
    const analyst = analystWith(anthropicEnv(server.origin));
    const builtin = analyzeBuiltin(SOFTWARE_DEVELOPER);

    const analysis = await analyst.analyzeJob(SOFTWARE_DEVELOPER, { analyst: 'claude' });

    const textRequest = server.requests[0]!;
    expect(textRequest.path).toBe('/v1/messages');
    expect(textRequest.headers['x-api-key']).toBe(FAKE_KEYS.anthropic);
    const body = textRequest.body as MessagesRequestBody;
    expect(body.model).toBe('claude-sonnet-4-0');
    expect(body.tool_choice).toMatchObject({ type: 'tool', name: body.tools[0]!.name });
    expect(Object.keys(body.tools[0]!.input_schema.properties)).toEqual(['en', 'zh']);
    expect(promptOf(textRequest)).toContain('"Mr. Ape"');
    expect(promptOf(textRequest)).toContain('O*NET-SOC 15-1252.00');
    expect(promptOf(textRequest)).toContain(
      `AI replacement rate: ${builtin.ai_replacement_rate}/100`,
    );

    expect(analysis.engine).toEqual({
      kind: 'llm',
      label: 'claude-sonnet-4-0 (Anthropic)',
      fallback_reason: null,
    });
    expect(analysis.content.zh.deep_understanding).toBe('claude-model wrote zh.deep_understanding');
    expect(analysis.ai_replacement_rate).toBe(builtin.ai_replacement_rate);
    const claude = analysis.reviews.en.find((review) => review.provider === 'claude')!;
    expect(claude.review_comment).toBe('claude-model wrote en.review_comment');
    expect(claude.generated_version).toBe('claude-sonnet-4-0@2026-03-04');
  });

  it('falls back after two failed attempts', async () => {
    const server = await startServer(anthropicMessages('claude-model', () => 'error-500'));
    const analyst = analystWith(anthropicEnv(server.origin));

    const builtin = analyzeBuiltin(SOFTWARE_DEVELOPER);
    const review = await analyst.reviewJob(builtin, 'claude');

    expect(server.requests.filter((request) => !isTextRequest(request))).toHaveLength(2);
    const builtinReview = builtin.reviews.zh.find((item) => item.provider === 'claude')!;
    expect(review.zh).toEqual({
      ...builtinReview,
      engine: { ...builtinReview.engine, fallback_reason: 'Anthropic unavailable: HTTP 500' },
    });
  });
});
