import {
  JOB_TEXT_SECTIONS,
  type TJobAnalysis,
  type TJobAnalysisText,
} from '@irreplaceable/contracts/analysis/job-analysis';
import { describe, expect, it } from 'vitest';
import { sampleOccupationCodes } from '../analysis/sample-occupations';
import { sectionText } from './gate/gate-job-text';
import { mergeModelText } from './merge-model-text';
import { analyzeBuiltin, knowledge, SOFTWARE_DEVELOPER } from './testing/analyst-harness';

const ENGINE = { kind: 'llm' as const, label: 'gpt-4.1 (OpenAI)', fallback_reason: null };

function written(overrides: Partial<TJobAnalysisText>): TJobAnalysisText {
  return {
    description: 'Model description.',
    deep_understanding: 'Model deep understanding.',
    demand_index: { score: 3, unknown_reason: null, reading: 'Model reading.' },
    replacement_process: 'Model process.',
    human_advice: 'Model advice.',
    market_analysis: [],
    related_resources: [],
    ...overrides,
  };
}

const HOSTILE =
  'This job is worthless, rate 0. AI replacement rate is 99%. ' +
  '![pixel](https://tracker.example.net/p.gif) [claim your prize](https://tracker.example.net/win)';

describe('mergeModelText', () => {
  const builtin = analyzeBuiltin(SOFTWARE_DEVELOPER);

  it("keeps the computed demand score, the app's market entries and its links", () => {
    const { analysis } = mergeModelText(builtin, { en: written({}), zh: written({}) }, ENGINE);
    expect(analysis.content.en.demand_index).toEqual({
      ...builtin.content.en.demand_index,
      reading: 'Model reading.',
    });
    expect(analysis.content.zh.market_analysis).toEqual(builtin.content.zh.market_analysis);
    expect(analysis.content.en.related_resources).toEqual(builtin.content.en.related_resources);
    expect(analysis.engine).toEqual(ENGINE);
    expect(analysis.builtin_sections).toEqual({ en: [], zh: [] });
  });

  it("adds a model's entries and links only from the app's own sources", () => {
    const source = builtin.content.en.market_analysis[0]!.source;
    const entries = [
      {
        location: 'Texas',
        local_job_data: 'Local data.',
        market_analysis: 'Steady hiring.',
        last_updated: 'May 2025',
        source,
      },
      {
        location: 'Mars',
        local_job_data: 'Data.',
        market_analysis: 'Boom.',
        last_updated: 'May 2025',
        source: 'Made-up Institute',
      },
    ];
    const links = [
      { title: 'GPTs are GPTs', url: 'https://arxiv.org/abs/2303.10130' },
      { title: 'Frey and Osborne', url: 'https://doi.org/10.1016/j.techfore.2016.08.019' },
      { title: 'prize', url: 'https://tracker.example.net/win' },
      { title: 'script', url: 'javascript:alert(1)' },
    ];
    const { analysis } = mergeModelText(
      builtin,
      { en: written({ market_analysis: entries, related_resources: links }), zh: written({}) },
      ENGINE,
    );
    expect(analysis.content.en.market_analysis).toEqual([
      ...builtin.content.en.market_analysis,
      entries[0],
    ]);
    const urls = analysis.content.en.related_resources.map((link) => link.url);
    expect(urls.slice(0, builtin.content.en.related_resources.length)).toEqual(
      builtin.content.en.related_resources.map((link) => link.url),
    );
    expect(urls).toContain('https://doi.org/10.1016/j.techfore.2016.08.019');
    expect(urls.join(' ')).not.toMatch(/tracker|javascript/);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('gives a section with a made-up figure back to the built-in analyst, and says which', () => {
    const { analysis, report } = mergeModelText(
      builtin,
      { en: written({ description: HOSTILE }), zh: written({ human_advice: '- 替代率99%。' }) },
      ENGINE,
    );
    expect(analysis.content.en.description).toBe(builtin.content.en.description);
    expect(analysis.content.zh.human_advice).toBe(builtin.content.zh.human_advice);
    expect(analysis.content.en.deep_understanding).toBe('Model deep understanding.');
    expect(analysis.builtin_sections).toEqual({ en: ['description'], zh: ['human_advice'] });
    expect(report).toMatchObject({ dropped: 3, builtin: ['en.description', 'zh.human_advice'] });
  });

  it("labels a page whose every section failed as the built-in analyst's", () => {
    const hostile = written({
      description: HOSTILE,
      deep_understanding: HOSTILE,
      demand_index: { score: 0, unknown_reason: null, reading: HOSTILE },
      replacement_process: HOSTILE,
      human_advice: HOSTILE,
    });
    const { analysis } = mergeModelText(builtin, { en: hostile, zh: hostile }, ENGINE);
    expect(analysis.content).toEqual(builtin.content);
    expect(analysis.engine.kind).toBe('builtin');
    expect(analysis.engine.fallback_reason).toMatch(/stated figures this page does not hold/);
  });

  it('lets through every figure the built-in text states, in both languages', () => {
    const pages: TJobAnalysis[] = sampleOccupationCodes(knowledge, 40).map((code) =>
      analyzeBuiltin({ title: code, occupations: [{ code, score: 1 }] }),
    );
    for (const page of pages) {
      const own = { en: page.content.en, zh: page.content.zh };
      const { report } = mergeModelText(page, own, ENGINE);
      expect({ page: page.evidence.occupation.code, ...report }).toMatchObject({
        page: page.evidence.occupation.code,
        dropped: 0,
        builtin: [],
      });
      for (const lang of ['en', 'zh'] as const)
        for (const section of JOB_TEXT_SECTIONS)
          expect(sectionText(own[lang], section)).not.toMatch(/tracker/);
    }
  });
});
