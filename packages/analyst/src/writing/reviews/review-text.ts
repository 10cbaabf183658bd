import type { JobFacts } from '../../analysis/job-facts';

/** What a persona writes for one job in one language. */
export interface ReviewText {
  comment: string;
  review_comment: string;
}

/** `score` is null when the analyst has no figure to score from; the text then gives none. */
export type Reviewer = (facts: JobFacts, score: number | null, lang: 'en' | 'zh') => ReviewText;

/** A persona's verdict on its own 0–100 resilience score. */
export type Verdict = 'strong' | 'solid' | 'mixed' | 'shaky' | 'exposed';

export function verdictOf(score: number): Verdict {
  if (score >= 70) return 'strong';
  if (score >= 55) return 'solid';
  if (score >= 40) return 'mixed';
  if (score >= 25) return 'shaky';
  return 'exposed';
}

export const isExposed = (facts: JobFacts) =>
  facts.band === 'elevated' || facts.band === 'high' || facts.band === 'very-high';
