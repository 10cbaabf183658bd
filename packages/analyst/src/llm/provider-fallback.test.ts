import { describe, expect, it } from 'vitest';
import {
  analystWith,
  analyzeBuiltin,
  FAKE_KEYS,
  isTextRequest,
  SOFTWARE_DEVELOPER,
  startServer,
} from './testing/analyst-harness';
import { chatCompletions, type Behaviour } from './testing/fake-providers';

async function analyzeAgainst(behaviour: Behaviour, timeoutMs = 5000) {
  const server = await startServer(chatCompletions('gpt-model', () => behaviour));
  const failures: unknown[] = [];
  const analyst = analystWith(
    {
      OPENAI_API_KEY: FAKE_KEYS.openai,
      OPENAI_BASE_URL: `${server.origin}/v1`,
      LLM_TIMEOUT_MS: String(timeoutMs),
    },
    { onAttemptFailed: (failure) => failures.push(failure) },
  );
  const analysis = await analyst.analyzeJob(SOFTWARE_DEVELOPER);
  return { analysis, server, failures };
}

describe('when the provider fails', () => {
  it.each<[Behaviour, string, number, number?]>([
    ['error-500', 'HTTP 500', 2],
    ['error-429', 'HTTP 429', 2],
    ['invalid-json', 'invalid JSON', 2],
    ['wrong-shape', 'answer did not match the schema', 2],
    // A provider that hung is not waited for a second time.
    ['hang', 'timed out after 150 ms', 1, 150],
  ])(
    '%s: %i attempt(s) each, then the built-in result says why',
    async (behaviour, reason, attempts, timeoutMs) => {
      const { analysis, server, failures } = await analyzeAgainst(behaviour, timeoutMs);
      const builtin = analyzeBuiltin(SOFTWARE_DEVELOPER);
      const fallbackReason = `OpenAI unavailable: ${reason}`;

      // The attempts at the text, and the same at the gpt review, asked at once.
      const isText = server.requests.map(isTextRequest);
      expect(isText.filter((text) => text)).toHaveLength(attempts);
      expect(isText.filter((text) => !text)).toHaveLength(attempts);
      expect(analysis.engine).toEqual({
        kind: 'builtin',
        label: 'Built-in analyst',
        fallback_reason: fallbackReason,
      });
      expect(analysis.content).toEqual(builtin.content);
      expect(analysis.ai_replacement_rate).toBe(builtin.ai_replacement_rate);
      const gpt = analysis.reviews.en.find((review) => review.provider === 'gpt')!;
      expect(gpt.comment).toBe(
        builtin.reviews.en.find((review) => review.provider === 'gpt')!.comment,
      );
      expect(gpt.engine).toEqual({
        kind: 'builtin',
        label: 'Built-in analyst',
        fallback_reason: fallbackReason,
      });
      expect(failures).toHaveLength(2 * attempts);
      expect(JSON.stringify([analysis, failures])).not.toContain(FAKE_KEYS.openai);
    },
  );

  it('does not retry a refused key, and does not show the key', async () => {
    const { analysis, server } = await analyzeAgainst('error-401');

    expect(server.requests.map(isTextRequest).sort()).toEqual([false, true]);
    expect(analysis.engine.fallback_reason).toBe('OpenAI unavailable: HTTP 401');
    expect(JSON.stringify(analysis)).not.toContain(FAKE_KEYS.openai);
  });

  it('falls back when nothing listens at the address', async () => {
    const server = await startServer(chatCompletions('unused'));
    const address = `${server.origin}/v1`;
    await server.close();
    const analyst = analystWith({
      OPENAI_API_KEY: FAKE_KEYS.openai,
      OPENAI_BASE_URL: address,
      LLM_TIMEOUT_MS: '2000',
    });

    const analysis = await analyst.analyzeJob(SOFTWARE_DEVELOPER);

    expect(analysis.engine.fallback_reason).toBe('OpenAI unavailable: network error');
  });

  it("stops, and throws, when the caller's own signal aborts", async () => {
    const server = await startServer(chatCompletions('gpt-model', () => 'hang'));
    const analyst = analystWith({
      OPENAI_API_KEY: FAKE_KEYS.openai,
      OPENAI_BASE_URL: `${server.origin}/v1`,
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('request cancelled')), 100);

    await expect(
      analyst.analyzeJob(SOFTWARE_DEVELOPER, { signal: controller.signal }),
    ).rejects.toThrow('request cancelled');
    // The text and the review, each asked once.
    expect(server.requests).toHaveLength(2);
  });

  it('throws programming errors instead of hiding them behind a fallback', async () => {
    const server = await startServer(chatCompletions('gpt-model'));
    const analyst = analystWith(
      { OPENAI_API_KEY: FAKE_KEYS.openai, OPENAI_BASE_URL: `${server.origin}/v1` },
      {
        analyzeBuiltin: () => {
          throw new TypeError('bug in the built-in analyst');
        },
      },
    );

    await expect(analyst.analyzeJob(SOFTWARE_DEVELOPER)).rejects.toThrow(
      'bug in the built-in analyst',
    );
  });
});
