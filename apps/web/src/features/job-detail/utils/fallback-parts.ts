import type { TAnalystId, TEngine } from '@irreplaceable/contracts/analysis/analysts';

export type TFallbackPart = ({ kind: 'page' } | { kind: 'review'; provider: TAnalystId }) & {
  /** The model answered, but with figures the page does not hold. */
  isRejected: boolean;
};

/**
 * The texts on a page that a configured model failed to write (the built-in analyst wrote them),
 * each once: the page's text, then each analyst's review.
 */
export function fallbackParts(
  pageEngine: TEngine,
  reviews: readonly { provider: TAnalystId; engine: TEngine }[],
): TFallbackPart[] {
  const isRejected = (engine: TEngine) => engine.fallback_kind === 'rejected';
  const parts: TFallbackPart[] = pageEngine.fallback_reason
    ? [{ kind: 'page', isRejected: isRejected(pageEngine) }]
    : [];
  const seen = new Set<TAnalystId>();
  for (const review of reviews) {
    if (!review.engine.fallback_reason || seen.has(review.provider)) continue;
    seen.add(review.provider);
    parts.push({
      kind: 'review',
      provider: review.provider,
      isRejected: isRejected(review.engine),
    });
  }
  return parts;
}
