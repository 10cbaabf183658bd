import { describe, expect, it } from 'vitest';
import {
  analystWith,
  analyzeBuiltin,
  FAKE_KEYS,
  isTextRequest,
  SOFTWARE_DEVELOPER,
  startServer,
} from './testing/analyst-harness';
import { chatCompletions, promptOf } from './testing/fake-providers';

describe('an OpenAI-compatible server (Ollama, vLLM) at LLM_BASE_URL', () => {
  it('serves every analyst that has no key of its own', async () => {
    const ollama = await startServer(chatCompletions('ollama-model'));
    const openai = await startServer(chatCompletions('gpt-model'));
    const analyst = analystWith({
      LLM_BASE_URL: `${ollama.origin}/v1`,
      LLM_MODEL: 'qwen2.5:14b',
      OPENAI_API_KEY: FAKE_KEYS.openai,
      OPENAI_BASE_URL: `${openai.origin}/v1`,
      LLM_TIMEOUT_MS: '5000',
    });
    const compatible = {
      kind: 'llm',
      label: 'qwen2.5:14b (OpenAI-compatible)',
      fallback_reason: null,
    };
    expect(analyst.engineFor('gpt').label).toBe('gpt-4.1 (OpenAI)');
    expect([
      analyst.engineFor('claude'),
      analyst.engineFor('gemini'),
      analyst.engineFor('deepseek'),
    ]).toEqual([compatible, compatible, compatible]);

    const analysis = await analyst.analyzeJob(SOFTWARE_DEVELOPER, { analyst: 'gemini' });

    const textRequest = ollama.requests.find(isTextRequest)!;
    expect(textRequest.path).toBe('/v1/chat/completions');
    expect(textRequest.headers.authorization).toBeUndefined();
    expect(textRequest.body).toMatchObject({
      model: 'qwen2.5:14b',
      response_format: { type: 'json_schema' },
    });
    expect(promptOf(textRequest)).toContain('"Uncle Big G"');
    expect(promptOf(textRequest)).toContain('15-1252.00');
    expect(analysis.engine).toEqual(compatible);
    expect(analysis.content.en.description).toBe('ollama-model wrote en.description');
    expect(analysis.ai_replacement_rate).toBe(
      analyzeBuiltin(SOFTWARE_DEVELOPER).ai_replacement_rate,
    );
    // One text and three reviews on the local server; the gpt review on OpenAI.
    expect(ollama.requests).toHaveLength(4);
    expect(openai.requests).toHaveLength(1);
    expect(analysis.reviews.en.map((review) => review.engine.label)).toEqual([
      'gpt-4.1 (OpenAI)',
      'qwen2.5:14b (OpenAI-compatible)',
      'qwen2.5:14b (OpenAI-compatible)',
      'qwen2.5:14b (OpenAI-compatible)',
    ]);
  });
});

describe('the deepseek analyst through the DeepSeek API', () => {
  it('sends the schema in the instructions (DeepSeek has JSON mode, not JSON schema)', async () => {
    const server = await startServer(chatCompletions('deepseek-model'));
    const analyst = analystWith({
      DEEPSEEK_API_KEY: FAKE_KEYS.deepseek,
      DEEPSEEK_BASE_URL: server.origin,
      LLM_TIMEOUT_MS: '5000',
    });

    const analysis = await analyst.analyzeJob(SOFTWARE_DEVELOPER, { analyst: 'deepseek' });

    const textRequest = server.requests[0]!;
    expect(textRequest.path).toBe('/chat/completions');
    expect(textRequest.body).toMatchObject({
      model: 'deepseek-reasoner',
      response_format: { type: 'json_object' },
    });
    expect(promptOf(textRequest)).toContain('"Brother Whale"');
    expect(analysis.engine.label).toBe('deepseek-reasoner (DeepSeek)');
    expect(analysis.content.zh.replacement_process).toBe(
      'deepseek-model wrote zh.replacement_process',
    );
  });
});
