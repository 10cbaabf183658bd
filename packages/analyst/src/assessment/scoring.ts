import {
  ASSESSMENT_CATEGORIES,
  ASSESSMENT_CATEGORY_NAMES,
  type TAssessmentCategory,
  type TCategoryScore,
} from '@irreplaceable/contracts/assessments/categories';
import type { Language } from '@irreplaceable/contracts/constants';
import { categoryWeights, type WeightedJob } from './category-weights';
import { classifyIntent, experienceLevel, type ExperienceLevel, type Intent } from './intent';
import type { Phase2Answer } from './types';

export const NEUTRAL_SCORE = 50;
/**
 * A category's estimate counts as half an answer: one answer moves a score a long way, not all
 * the way.
 */
export const PRIOR_WEIGHT = 0.5;
/** Phase 1 is a few sentences, so the estimates it informs stay near the middle. */
const ESTIMATE_RANGE = [30, 70] as const;
const MAX_OPTION_SCORE = 4;

type Nudges = Partial<Record<TAssessmentCategory, number>>;

/** What each reason for looking at the job suggests, before any structured question is answered. */
const INTENT_NUDGES: Record<Intent, Nudges> = {
  money: { motivation: -5, compatibility: 5 },
  passion: { motivation: 10, curiosity: 5 },
  change: { adaptability: 10, compatibility: -5 },
  experience: { talent: 5, structured_thinking: 5 },
  flexibility: { adaptability: 5, compatibility: -5 },
  impact: { empathy: 10, values: 5 },
  ai_risk: { curiosity: 5, adaptability: -5 },
  exploring: { curiosity: 10, values: -5 },
  unclear: {},
};

const EXPERIENCE_NUDGES: Record<ExperienceLevel, Nudges> = {
  lots: { talent: 10, values: 5 },
  some: { talent: 5 },
  none: { talent: -5 },
};

/**
 * The neutral estimate of every category from the phase-1 answers: 50, moved by each distinct
 * reason the answers give and by the experience they claim, kept within 30 to 70.
 */
export function phase1Estimates(
  phase1Answers: readonly string[],
): Record<TAssessmentCategory, number> {
  const estimates = Object.fromEntries(
    ASSESSMENT_CATEGORIES.map((category) => [category, NEUTRAL_SCORE]),
  ) as Record<TAssessmentCategory, number>;
  const intents = new Set(phase1Answers.map(classifyIntent));
  const level = phase1Answers.map(experienceLevel).find((found) => found !== null);
  const nudges = [...intents].map((intent) => INTENT_NUDGES[intent]);
  if (level) nudges.push(EXPERIENCE_NUDGES[level]);
  for (const nudge of nudges) {
    for (const [category, points] of Object.entries(nudge) as [TAssessmentCategory, number][]) {
      estimates[category] += points;
    }
  }
  for (const category of ASSESSMENT_CATEGORIES) {
    estimates[category] = Math.min(
      ESTIMATE_RANGE[1],
      Math.max(ESTIMATE_RANGE[0], estimates[category]),
    );
  }
  return estimates;
}

/**
 * The score of each of the eight categories, 0 to 100. A category's answers (option scores 0 to 4,
 * as 0 to 100) are averaged together with its phase-1 estimate weighted as half an answer:
 * score = (Σ answers + estimate · 0.5) / (n + 0.5). A category without answers is its estimate,
 * with `answered` 0. An answer whose option is unknown is left out.
 */
export function categoryScores(
  answers: readonly Phase2Answer[],
  language: Language,
  phase1Answers: readonly string[] = [],
): TCategoryScore[] {
  const estimates = phase1Estimates(phase1Answers);
  return ASSESSMENT_CATEGORIES.map((category) => {
    const points = answers
      .filter((answer) => answer.question.category === category)
      .flatMap((answer) => {
        const option = answer.question.options.find((item) => item.id === answer.selected);
        return option ? [(100 * option.score) / MAX_OPTION_SCORE] : [];
      });
    const total = points.reduce((sum, value) => sum + value, 0);
    const score = (total + estimates[category] * PRIOR_WEIGHT) / (points.length + PRIOR_WEIGHT);
    return {
      category,
      name: ASSESSMENT_CATEGORY_NAMES[category][language],
      score: Math.round(score),
      answered: points.length,
    };
  });
}

/** The weighted mean of the category scores, with the job's weights (category-weights.ts). */
export function fitScore(scores: readonly TCategoryScore[], job: WeightedJob): number {
  const weights = categoryWeights(job);
  let weighted = 0;
  let totalWeight = 0;
  for (const { category, score } of scores) {
    weighted += weights[category] * score;
    totalWeight += weights[category];
  }
  return totalWeight === 0 ? NEUTRAL_SCORE : Math.round(weighted / totalWeight);
}
