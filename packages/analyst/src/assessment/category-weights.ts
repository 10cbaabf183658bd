import type { TJobAnalysis } from '@irreplaceable/contracts/analysis/job-analysis';
import {
  ASSESSMENT_CATEGORIES,
  type TAssessmentCategory,
} from '@irreplaceable/contracts/assessments/categories';

export type CategoryWeights = Record<TAssessmentCategory, number>;
export type WeightedJob = Pick<
  TJobAnalysis,
  'ai_replacement_rate' | 'human_irreplaceability' | 'category'
>;

/** Product categories (knowledge/types.ts CategoryId) whose work is mostly with and for people. */
const PEOPLE_CATEGORIES = new Set([
  'healthcare',
  'education',
  'community-social',
  'personal-services',
  'hospitality-food',
  'sales-marketing',
]);
/** Work done on site, in shifts or on the road: hours, place and body decide more of the fit. */
const HANDS_ON_CATEGORIES = new Set([
  'construction-trades',
  'manufacturing-production',
  'transportation-logistics',
  'agriculture-environment',
  'public-safety-government',
  'military',
]);
/** Work whose core is analysis, rules and decisions. */
const ANALYTIC_CATEGORIES = new Set([
  'technology',
  'engineering-science',
  'finance',
  'legal',
  'business-management',
]);

/**
 * How much each category counts for this job. Every category starts at 1; then:
 * - exposure e = ai_replacement_rate / 100 adds 1.5·e to adaptability, 0.75·e to curiosity and
 *   0.5·e to structured thinking: the more of a job AI reshapes, the more it rewards learning the
 *   tools and checking their output;
 * - human irreplaceability h / 100 adds 0.5·h to empathy: what stays human in a job is mostly work
 *   with people;
 * - the job's category adds 1 to empathy (people work), 0.75 to real-life compatibility and 0.25 to
 *   talent (hands-on work), 0.75 to structured thinking (analytic work), or 0.5 each to curiosity
 *   and talent (creative work).
 * Without a rate (no study covers the occupation) the exposure and irreplaceability terms are left
 * out rather than read as a middling 50.
 * Weights are relative; fitScore normalises them.
 */
export function categoryWeights(job: WeightedJob): CategoryWeights {
  const weights = Object.fromEntries(
    ASSESSMENT_CATEGORIES.map((category) => [category, 1]),
  ) as CategoryWeights;
  // An occupation no study covers has no exposure to weigh: only its category counts.
  if (job.ai_replacement_rate !== null && job.human_irreplaceability !== null) {
    const exposure = job.ai_replacement_rate / 100;
    weights.adaptability += 1.5 * exposure;
    weights.curiosity += 0.75 * exposure;
    weights.structured_thinking += 0.5 * exposure;
    weights.empathy += 0.5 * (job.human_irreplaceability / 100);
  }
  const category = job.category.id;
  if (PEOPLE_CATEGORIES.has(category)) weights.empathy += 1;
  if (HANDS_ON_CATEGORIES.has(category)) {
    weights.compatibility += 0.75;
    weights.talent += 0.25;
  }
  if (ANALYTIC_CATEGORIES.has(category)) weights.structured_thinking += 0.75;
  if (category === 'creative-media') {
    weights.curiosity += 0.5;
    weights.talent += 0.5;
  }
  return weights;
}
