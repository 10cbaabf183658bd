import {
  REVIEW_VERDICT_BANDS,
  ZAnalystReview,
  ZJobAnalysisText,
  ZReviewVerdict,
} from '@irreplaceable/contracts/analysis/job-analysis';
import { z } from 'zod';

/** The text a model writes for a job page: the contract's own schema, once per language. */
export const ZModelJobText = z.object({ en: ZJobAnalysisText, zh: ZJobAnalysisText });
export type TModelJobText = z.infer<typeof ZModelJobText>;

const ZModelReviewText = ZAnalystReview.pick({ comment: true, review_comment: true });

/**
 * A persona's review in both languages. The score is asked once, not per language: one analyst
 * judging one job gives it one score, and the English and Chinese pages must not disagree.
 */
export const ZModelReview = z
  .object({
    verdict: ZReviewVerdict,
    // A model always gives its own reading; only the built-in analyst leaves a score out.
    score: ZAnalystReview.shape.score.unwrap(),
    en: ZModelReviewText,
    zh: ZModelReviewText,
  })
  // "Exposed" at 80/100 says two things at once: such an answer is not a review, and is retried.
  .refine(
    ({ verdict, score }) =>
      score >= REVIEW_VERDICT_BANDS[verdict].min && score <= REVIEW_VERDICT_BANDS[verdict].max,
    { message: "the score lies outside its verdict's band", path: ['score'] },
  );
export type TModelReview = z.infer<typeof ZModelReview>;
