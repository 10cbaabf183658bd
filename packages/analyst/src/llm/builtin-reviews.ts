import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { TAnalystReview, TJobAnalysis } from '@irreplaceable/contracts/analysis/job-analysis';
import type { KnowledgeBase } from '../knowledge/load-knowledge';
import type { BuiltinAnalyze, JobInput } from './builtin-engine';

export interface ReviewPair {
  en: TAnalystReview;
  zh: TAnalystReview;
}

/** The question the built-in analyst answered, recovered from its evidence. */
function inputOf(analysis: TJobAnalysis): JobInput {
  const { occupation, other_occupations } = analysis.evidence;
  return {
    title: analysis.canonical_title,
    title_zh: analysis.title_zh,
    // The main occupation's match score is not kept in the evidence; it ranks first either way.
    occupations: [
      { code: occupation.code, score: 1 },
      ...other_occupations.map(({ code, score }) => ({ code, score })),
    ],
  };
}

function builtinPair(analysis: TJobAnalysis, analyst: TAnalystId): Partial<ReviewPair> {
  const find = (reviews: TAnalystReview[]) =>
    reviews.find((review) => review.provider === analyst && review.engine.kind === 'builtin');
  return { en: find(analysis.reviews.en), zh: find(analysis.reviews.zh) };
}

/**
 * The built-in review of one analyst: taken from the analysis when it still holds one, else
 * written again by the built-in analyst from the analysis's own evidence (the analysis may
 * already carry a model's review in that place).
 */
export function builtinReviews(
  analysis: TJobAnalysis,
  analyst: TAnalystId,
  analyzeBuiltin: BuiltinAnalyze,
  knowledge: KnowledgeBase | undefined,
): ReviewPair {
  let pair = builtinPair(analysis, analyst);
  if (!pair.en || !pair.zh)
    pair = builtinPair(analyzeBuiltin(inputOf(analysis), knowledge), analyst);
  if (!pair.en || !pair.zh) throw new Error(`The built-in analyst wrote no review for ${analyst}`);
  return { en: pair.en, zh: pair.zh };
}

export function withFallbackReason(
  pair: ReviewPair,
  reason: string,
  kind: 'unavailable' | 'rejected' = 'unavailable',
): ReviewPair {
  const mark = (review: TAnalystReview) => ({
    ...review,
    engine: {
      ...review.engine,
      fallback_reason: reason,
      ...(kind === 'rejected' && { fallback_kind: kind }),
    },
  });
  return { en: mark(pair.en), zh: mark(pair.zh) };
}

/** The reviews of one language with each analyst's new review in its place (or added at the end). */
export function replaceReviews(
  reviews: TAnalystReview[],
  written: readonly (readonly [TAnalystId, ReviewPair])[],
  language: keyof ReviewPair,
): TAnalystReview[] {
  const byAnalyst = new Map(written);
  const replaced = reviews.map((review) => byAnalyst.get(review.provider)?.[language] ?? review);
  const missing = written
    .filter(([analyst]) => !reviews.some((review) => review.provider === analyst))
    .map(([, pair]) => pair[language]);
  return [...replaced, ...missing];
}
