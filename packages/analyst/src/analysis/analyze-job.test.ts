import { ZJobAnalysis, type TJobAnalysis } from '@irreplaceable/contracts/analysis/job-analysis';
import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { FORMULA_VERSION } from '../scoring/formula';
import { UnknownOccupationError, analyzeJob } from './analyze-job';
import { EDGE_CASE_CODES, sampleOccupationCodes } from './sample-occupations';

const knowledge = loadKnowledge();

function analyze(code: string, others: string[] = []): TJobAnalysis {
  const occupation = knowledge.byCode.get(code)!;
  return analyzeJob({
    title: occupation.title,
    occupations: [
      { code, score: 1 },
      ...others.map((other, i) => ({ code: other, score: 0.8 - i / 10 })),
    ],
  });
}

const sample = sampleOccupationCodes(knowledge, 50);
const analyses = new Map(sample.map((code) => [code, analyze(code)]));

describe('analyzeJob', () => {
  it('samples 50 occupations including every edge case', () => {
    expect(sample).toHaveLength(50);
    expect(sample).toEqual(expect.arrayContaining([...EDGE_CASE_CODES]));
  });

  it.each(sample)('returns a valid, complete analysis for %s', (code) => {
    const analysis = analyses.get(code)!;
    expect(() => ZJobAnalysis.parse(analysis)).not.toThrow();
    for (const lang of ['en', 'zh'] as const) {
      const text = analysis.content[lang];
      for (const section of [
        text.description,
        text.deep_understanding,
        text.demand_index.reading,
        text.replacement_process,
        text.human_advice,
      ]) {
        expect(section.length, `${code} ${lang}`).toBeGreaterThan(40);
        expect(section).not.toMatch(/undefined|NaN|null|\[object/);
      }
      expect(analysis.reviews[lang].map((review) => review.provider)).toEqual([
        'gpt',
        'claude',
        'gemini',
        'deepseek',
      ]);
    }
  });

  it('labels everything as the built-in analyst, never as a model', () => {
    const analysis = analyses.get('15-2051.00')!;
    expect(analysis.engine).toEqual({
      kind: 'builtin',
      label: 'Built-in analyst',
      fallback_reason: null,
    });
    for (const review of analysis.reviews.en) {
      expect(review.engine).toEqual({
        kind: 'builtin',
        label: 'Built-in analyst',
        fallback_reason: null,
      });
      expect(review.generated_version).toBe(`builtin-${FORMULA_VERSION}`);
    }
    for (const review of analysis.reviews.zh) expect(review.engine.label).toBe('内置分析师');
  });

  it('records the evidence behind the numbers', () => {
    const analysis = analyze('15-1252.00', ['15-1253.00', '99-9999.99', '15-1211.00']);
    expect(analysis.category).toEqual({ id: 'technology', en: 'Technology', zh: '科技与互联网' });
    expect(analysis.ai_replacement_rate! + analysis.human_irreplaceability!).toBe(100);
    expect(analysis.rate_unknown_reason).toBeNull();
    const { evidence } = analysis;
    expect(evidence.occupation).toEqual({
      code: '15-1252.00',
      title: 'Software Developers',
      title_zh: '软件开发工程师',
    });
    // Unknown codes are dropped rather than shown without a title.
    expect(evidence.other_occupations.map((o) => o.code)).toEqual(['15-1253.00', '15-1211.00']);
    expect(evidence.other_occupations[0]).toMatchObject({
      title: 'Software Quality Assurance Analysts and Testers',
      score: 0.8,
    });
    expect(evidence.studies).toHaveLength(8);
    expect(evidence.formula_version).toBe(FORMULA_VERSION);
    expect(evidence.data_version).toBe(`onet-29.3+ep-2024-34+rules-${knowledge.meta.rulesVersion}`);
    expect(evidence.confidence).toBe('high');
    expect(evidence.studies_available).toBe(8);
  });

  it('is honest where data is missing', () => {
    const military = analyses.get('55-1011.00')!;
    expect(military.evidence.studies_available).toBe(0);
    expect(military.content.en.deep_understanding).toMatch(
      /No study the rate is built from covers/,
    );
    expect(military.content.en.demand_index.reading).toMatch(/no employment projections/);
    expect(military.content.en.market_analysis).toEqual([]);
    expect(military.safer_occupations).toEqual([]);
    const scientists = analyses.get('15-2051.00')!;
    expect(scientists.evidence.confidence).toBe('medium');
    expect(scientists.content.en.deep_understanding).toMatch(/Missing: .*Frey and Osborne/);
    const residual = analyses.get('11-9199.00')!;
    expect(residual.content.en.replacement_process).toMatch(/O\\\*NET rates no tasks/);
  });

  it('gives the same output for the same input', () => {
    for (const code of ['15-1252.00', '47-2181.00', '55-1011.00']) {
      expect(JSON.stringify(analyze(code))).toBe(JSON.stringify(analyze(code)));
    }
  });

  it('uses the Chinese title it is given, else the occupation’s', () => {
    const given = analyzeJob({
      title: 'Software Engineer',
      title_zh: '软件工程师',
      occupations: [{ code: '15-1252.00', score: 0.9 }],
    });
    expect(given.title_zh).toBe('软件工程师');
    expect(given.canonical_title).toBe('Software Engineer');
    expect(given.content.zh.description).toContain(
      '**软件工程师**在美国职业数据中归入“软件开发工程师”',
    );
    expect(given.content.en.description).toContain('files under *Software Developers*');
    expect(analyses.get('47-2181.00')?.title_zh ?? analyze('47-2181.00').title_zh).toBe('屋面工');
  });

  it('rejects an unknown or missing primary occupation', () => {
    expect(() => analyzeJob({ title: 'x', occupations: [] })).toThrow(UnknownOccupationError);
    expect(() =>
      analyzeJob({ title: 'x', occupations: [{ code: '00-0000.00', score: 1 }] }),
    ).toThrow(/Unknown O\*NET occupation code 00-0000.00/);
  });

  it('links only to well-formed https pages, the occupation’s own first', () => {
    for (const analysis of analyses.values()) {
      for (const lang of ['en', 'zh'] as const) {
        const links = analysis.content[lang].related_resources;
        expect(links[0]?.url).toBe(
          `https://www.onetonline.org/link/summary/${analysis.evidence.occupation.code}`,
        );
        for (const link of links) {
          const url = new URL(link.url);
          expect(url.protocol).toBe('https:');
          expect(link.title.length).toBeGreaterThan(5);
        }
      }
    }
    const links = analyze('15-1252.00').content.en.related_resources.map((link) => link.url);
    expect(links).toContain('https://www.bls.gov/oes/current/oes151252.htm');
    expect(links).toContain('https://arxiv.org/abs/2303.10130');
    expect(links).toContain('https://arxiv.org/abs/2503.04761');
  });

  it('reports the national market only, from BLS', () => {
    const [national, openings] = analyze('29-1141.00').content.en.market_analysis;
    expect(national).toMatchObject({
      location: 'United States',
      source: 'U.S. Bureau of Labor Statistics',
      last_updated: 'May 2025 (OEWS); 2024–34 projections',
    });
    expect(national?.local_job_data).toMatch(
      /Wage-and-salary jobs \(OEWS\) 3,379,720; median annual wage \$97,550; projected change 2024–34 \+4.9%/,
    );
    expect(openings?.local_job_data).toMatch(/189,100 openings a year/);
    const zh = analyze('29-1141.00').content.zh.market_analysis[0];
    expect(zh).toMatchObject({
      location: '美国',
      source: '美国劳工统计局（BLS）',
      last_updated: '2025 年 5 月（OEWS）；2024–34 年预测',
    });
  });
});
