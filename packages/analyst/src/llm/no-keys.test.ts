import { ANALYST_IDS } from '@irreplaceable/contracts/analysis/analysts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analystWith, analyzeBuiltin, SOFTWARE_DEVELOPER } from './testing/analyst-harness';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('with no keys at all', () => {
  it('every analyst is built-in and nothing goes over the network', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    // A model name alone, without a server address, configures nothing.
    const analyst = analystWith({ OPENAI_MODEL: 'gpt-5', LLM_MODEL: 'llama3.1' });

    const analysis = await analyst.analyzeJob(SOFTWARE_DEVELOPER, { analyst: 'claude' });
    const review = await analyst.reviewJob(analysis, 'deepseek');

    for (const id of ANALYST_IDS) {
      expect(analyst.engineFor(id)).toEqual({
        kind: 'builtin',
        label: 'Built-in analyst',
        fallback_reason: null,
      });
    }
    expect(analysis).toEqual(analyzeBuiltin(SOFTWARE_DEVELOPER));
    expect(review.en).toEqual(analysis.reviews.en.find((item) => item.provider === 'deepseek'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
