import type { TPersonaScoreUnknownReason } from '@irreplaceable/contracts/analysis/personas';
import type { TLlmReview } from '@irreplaceable/contracts/jobs/job';

export type TAnalystScore =
  { score: number; reason: null } | { score: null; reason: TPersonaScoreUnknownReason };

/**
 * An analyst's score as the page shows it, or none with the reason. A review cached from before
 * missing scores became null may still carry the neutral 50 its stance marks as `no_data`: that
 * placeholder is shown as no score too, never as a figure.
 */
export function analystScore(review: TLlmReview): TAnalystScore {
  const isPlaceholder = review.stance?.inputs.some((input) => input.factor === 'no_data') ?? false;
  if (review.score === null || isPlaceholder)
    return { score: null, reason: review.score_unknown_reason ?? 'no_study_coverage' };
  return { score: review.score, reason: null };
}
