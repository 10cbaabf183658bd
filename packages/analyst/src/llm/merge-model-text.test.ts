import type { TJobAnalysisText } from '@irreplaceable/contracts/analysis/job-analysis';
import { describe, expect, it } from 'vitest';
import { isSafeLink, mergeModelText } from './merge-model-text';
import { analyzeBuiltin, SOFTWARE_DEVELOPER } from './testing/analyst-harness';

const ENGINE = { kind: 'llm' as const, label: 'gpt-4.1 (OpenAI)', fallback_reason: null };

function written(overrides: Partial<TJobAnalysisText>): TJobAnalysisText {
  return {
    description: 'model description',
    deep_understanding: 'model deep understanding',
    demand_index: { score: 3, unknown_reason: null, reading: 'model reading' },
    replacement_process: 'model process',
    human_advice: 'model advice',
    market_analysis: [],
    related_resources: [],
    ...overrides,
  };
}

describe('mergeModelText', () => {
  const builtin = analyzeBuiltin(SOFTWARE_DEVELOPER);

  it('keeps the computed demand score and the grounded market data and links when the model gives none', () => {
    const merged = mergeModelText(builtin, { en: written({}), zh: written({}) }, ENGINE);
    expect(merged.content.en.demand_index).toEqual({
      score: builtin.content.en.demand_index.score,
      unknown_reason: null,
      reading: 'model reading',
    });
    expect(merged.content.zh.market_analysis).toEqual(builtin.content.zh.market_analysis);
    expect(merged.content.en.related_resources).toEqual(builtin.content.en.related_resources);
    expect(merged.engine).toEqual(ENGINE);
  });

  it("uses the model's entries and only its https links", () => {
    const entry = {
      location: 'United States',
      local_job_data: 'data',
      market_analysis: 'analysis',
      last_updated: 'May 2025',
      source: 'BLS OEWS',
    };
    const links = [
      { title: 'BLS', url: 'https://www.bls.gov/oes/tables.htm' },
      { title: 'plain http', url: 'http://www.bls.gov/' },
      { title: 'script', url: 'javascript:alert(1)' },
      { title: 'local', url: 'https://localhost/admin' },
      { title: 'not a url', url: 'bls.gov' },
    ];
    const merged = mergeModelText(
      builtin,
      { en: written({ market_analysis: [entry], related_resources: links }), zh: written({}) },
      ENGINE,
    );
    expect(merged.content.en.market_analysis).toEqual([entry]);
    expect(merged.content.en.related_resources).toEqual([links[0]]);
    expect(merged.content.zh.related_resources).toEqual(builtin.content.zh.related_resources);
  });

  it('accepts only https links to a named host', () => {
    expect(isSafeLink('https://www.onetonline.org/link/summary/15-1252.00')).toBe(true);
    expect(isSafeLink('https://user:pass@example.com/')).toBe(false);
    expect(isSafeLink('data:text/html,hi')).toBe(false);
  });
});
