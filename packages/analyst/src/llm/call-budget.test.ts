import { describe, expect, it } from 'vitest';
import { BUDGET_FALLBACK_REASONS } from '@irreplaceable/contracts/analysis/fallback-reasons';
import { analystWith, FAKE_KEYS, SOFTWARE_DEVELOPER, startServer } from './testing/analyst-harness';
import { chatCompletions } from './testing/fake-providers';
import type { ModelCallBudget } from './call-budget';
import { providerBreaker } from './circuit-breaker';

/** A budget of `limit` requests, counting what it was asked for. */
function budgetOf(limit: number) {
  const state = { asked: 0 };
  const budget: ModelCallBudget = {
    take: async () => {
      state.asked += 1;
      return state.asked <= limit;
    },
  };
  return { state, budget };
}

describe('the daily budget of model requests, in the analyst', () => {
  it('counts every request, retries and failures included, and sends none past the limit', async () => {
    const server = await startServer(chatCompletions('gpt-model', () => 'error-500'));
    const { budget } = budgetOf(3);
    const analyst = analystWith(
      { OPENAI_API_KEY: FAKE_KEYS.openai, OPENAI_BASE_URL: `${server.origin}/v1` },
      { budget },
    );
    // The text: its try and its retry (two). The gpt review: its try (three); no retry past it.
    const analysis = await analyst.analyzeJob(SOFTWARE_DEVELOPER);
    expect(server.requests).toHaveLength(3);
    expect(analysis.engine.fallback_reason).toBe('OpenAI unavailable: HTTP 500');
    const gpt = analysis.reviews.en.find((review) => review.provider === 'gpt')!;
    expect(gpt.engine.fallback_reason).toBe('OpenAI unavailable: HTTP 500');
    providerBreaker.reset();
    const spent = await analyst.analyzeJob(SOFTWARE_DEVELOPER);
    expect(server.requests).toHaveLength(3);
    expect(spent.engine).toMatchObject({
      kind: 'builtin',
      fallback_reason: BUDGET_FALLBACK_REASONS.daySpent,
    });
  });

  it('holds nothing against a provider it did not ask', async () => {
    const server = await startServer(chatCompletions('gpt-model'));
    const { budget } = budgetOf(0);
    const analyst = analystWith(
      { OPENAI_API_KEY: FAKE_KEYS.openai, OPENAI_BASE_URL: `${server.origin}/v1` },
      { budget },
    );
    for (let i = 0; i < 4; i += 1) await analyst.analyzeJob(SOFTWARE_DEVELOPER);
    expect(analyst.isPaused('gpt')).toBe(false);
  });
});
