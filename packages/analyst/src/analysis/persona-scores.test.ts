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
      expect(review.score).not.toBeNull();
      expect(review.score_unknown_reason).toBeNull();
      expect(Math.abs(scoreFromStance(review.stance!) - review.score!)).toBeLessThanOrEqual(1.5);
    }
    expect(analysis.reviews.zh.map((review) => review.stance)).toEqual(
      analysis.reviews.en.map((review) => review.stance),
    );
  });
});

describe('an occupation no study covers', () => {
  // Entertainers and performers, all other (the YouTuber page): no study, no activity ratings.
  const analysis = analyzeJob({
    title: 'YouTuber',
    title_zh: '网红',
    occupations: [{ code: '27-2099.00', score: 1 }],
  });
  const byProvider = (lang: 'en' | 'zh') =>
    Object.fromEntries(analysis.reviews[lang].map((review) => [review.provider, review]));

  it('leaves every score without figures empty, with the reason, and invents none', () => {
    for (const lang of ['en', 'zh'] as const) {
      const reviews = byProvider(lang);
      for (const id of ['claude', 'gemini', 'deepseek']) {
        expect(reviews[id]!.score, id).toBeNull();
        expect(reviews[id]!.score_unknown_reason, id).toBe('no_study_coverage');
        expect(reviews[id]!.stance!.inputs, id).toEqual([]);
      }
      for (const review of analysis.reviews[lang]) {
        expect(review.stance!.inputs.map((input) => input.factor)).not.toContain('no_data');
        if (review.score === null)
          expect(`${review.comment} ${review.review_comment}`).not.toMatch(/\d+\/100/);
      }
    }
  });

  it('lets Boss score the market alone, and say so', () => {
    const boss = byProvider('en').gpt!;
    expect(boss.stance!.inputs.map((input) => input.factor)).not.toContain('resilience');
    if (boss.score === null) expect(boss.score_unknown_reason).toBe('no_study_or_market_data');
    else expect(boss.comment).toContain(`my ${boss.score}/100 is the market alone`);
  });
});
