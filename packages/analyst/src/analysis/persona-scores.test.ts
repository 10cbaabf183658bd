import { describe, expect, it } from 'vitest';
import type { TReviewStance } from '@irreplaceable/contracts/analysis/job-analysis';
import { analyzeJob } from './analyze-job';

const EXPOSURES = new Set(['rate', 'human_raters', 'studies_mean', 'activities']);

/** The score a stance stands for, rebuilt from the figures it shows (rounded as shown). */
function scoreFromStance(stance: TReviewStance): number {
  let score = 0;
  let pulled = 1;
  for (const input of stance.inputs) {
    if (input.factor.endsWith('_pull')) pulled *= 1 - input.value / 100;
    else if (input.factor === 'no_data') score = 50;
    else {
      const resilience = EXPOSURES.has(input.factor) ? 100 - input.value : input.value;
      score += (input.weight ?? 1) * resilience;
    }
  }
  return 50 + (score - 50) * pulled;
}

describe('analyst stances', () => {
  it.each([
    ['Software Engineer', '15-1252.00'],
    ['Cashier', '41-2011.00'],
    ['Roofer', '47-2181.00'],
    ['Registered Nurse', '29-1141.00'],
  ])('explain each built-in score of %s with the figures that drive it', (title, code) => {
    const analysis = analyzeJob({ title, title_zh: title, occupations: [{ code, score: 1 }] });
    const lenses = analysis.reviews.en.map((review) => review.stance?.lens);
    expect(lenses).toEqual(['market', 'judgement', 'breadth', 'activities']);
    for (const review of analysis.reviews.en) {
      expect(Math.abs(scoreFromStance(review.stance!) - review.score)).toBeLessThanOrEqual(1.5);
    }
    expect(analysis.reviews.zh.map((review) => review.stance)).toEqual(
      analysis.reviews.en.map((review) => review.stance),
    );
  });
});
