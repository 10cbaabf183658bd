import type { TStudyId } from '@irreplaceable/contracts/analysis/job-analysis';
import type { JobFacts } from '../../analysis/job-facts';

/** The study whose absence would move the rate most, and where the rate would then be. */
export interface RateRobustness {
  study: TStudyId;
  /** The rate (0–100, rounded as the published rate is) without that study. */
  without: number;
}

/**
 * How much the rate hangs on any one study: it is a weighted mean, so leaving one study out and
 * rescaling the other weights (as the formula does for a missing study) gives the rate without it.
 * Null with fewer than three weighted figures, where leaving one out would leave one study alone.
 */
export function rateRobustness(facts: JobFacts): RateRobustness | null {
  const present = facts.score.contributions.filter(
    (item) => item.normalized !== null && item.weight > 0,
  );
  if (present.length < 3) return null;
  const total = present.reduce((sum, item) => sum + item.weight, 0);
  const weighted = present.reduce((sum, item) => sum + item.weight * item.normalized!, 0);
  let best: RateRobustness | null = null;
  let bestShift = -1;
  for (const item of present) {
    const without = (100 * (weighted - item.weight * item.normalized!)) / (total - item.weight);
    const shift = Math.abs(without - (100 * weighted) / total);
    if (shift > bestShift) {
      bestShift = shift;
      best = { study: item.study, without: Math.round(without) };
    }
  }
  return best;
}
