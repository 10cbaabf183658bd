import { ZJobAnalysis } from '@irreplaceable/contracts/analysis/job-analysis';
import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { analyzeJob } from './analyze-job';

const knowledge = loadKnowledge();

/** Occupations that no study covers are given no rate, never a neutral stand-in. */
describe('an occupation no study covers', () => {
  // What "YouTuber" and 网红 land on: Entertainers and Performers, All Other.
  const youtuber = analyzeJob(
    { title: 'YouTuber', title_zh: 'UP主', occupations: [{ code: '27-2099.00', score: 1 }] },
    knowledge,
  );

  it('has a null rate and irreplaceability with the reason beside them', () => {
    expect(youtuber.evidence.studies_available).toBe(0);
    expect(youtuber.ai_replacement_rate).toBeNull();
    expect(youtuber.human_irreplaceability).toBeNull();
    expect(youtuber.rate_unknown_reason).toBe('no_study_coverage');
    expect(ZJobAnalysis.safeParse(youtuber).success).toBe(true);
  });

  it('lists no safer occupations, which would need a rate to compare against', () => {
    expect(youtuber.safer_occupations).toEqual([]);
  });

  it('keeps its real demand index: BLS projects this occupation', () => {
    expect(youtuber.content.en.demand_index.score).toBeTypeOf('number');
    expect(youtuber.content.en.demand_index.unknown_reason).toBeNull();
  });
});

describe('an occupation without projections', () => {
  // Military occupations: no study, no projections, no wages.
  const military = analyzeJob(
    { title: 'Infantry Officers', occupations: [{ code: '55-1011.00', score: 1 }] },
    knowledge,
  );

  it('has no demand index in either language, and says why', () => {
    for (const lang of ['en', 'zh'] as const) {
      expect(military.content[lang].demand_index.score).toBeNull();
      expect(military.content[lang].demand_index.unknown_reason).toBe('no_projections');
    }
    expect(military.ai_replacement_rate).toBeNull();
  });
});

describe('every occupation in the knowledge base', () => {
  it('has a rate exactly when some study covers it', () => {
    let unrated = 0;
    for (const occupation of knowledge.occupations) {
      const analysis = analyzeJob(
        { title: occupation.title, occupations: [{ code: occupation.code, score: 1 }] },
        knowledge,
      );
      const isCovered = analysis.evidence.studies_available > 0;
      expect(analysis.ai_replacement_rate === null).toBe(!isCovered);
      if (!isCovered) unrated += 1;
    }
    // 55 of 1,016 occupations in the current knowledge base; the count moves with the data.
    expect(unrated).toBeGreaterThan(0);
    expect(unrated).toBeLessThan(knowledge.occupations.length / 10);
  });
});
