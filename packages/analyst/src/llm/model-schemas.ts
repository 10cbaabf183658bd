import { ZAnalystReview, ZJobAnalysisText } from '@irreplaceable/contracts/analysis/job-analysis';
import { z } from 'zod';

/** The text a model writes for a job page: the contract's own schema, once per language. */
export const ZModelJobText = z.object({ en: ZJobAnalysisText, zh: ZJobAnalysisText });
export type TModelJobText = z.infer<typeof ZModelJobText>;

const ZModelReviewText = ZAnalystReview.pick({ comment: true, review_comment: true });

/**
 * A persona's review in both languages. The score is asked once, not per language: one analyst
 * judging one job gives it one score, and the English and Chinese pages must not disagree.
 */
export const ZModelReview = z.object({
  // A model always gives its own reading; only the built-in analyst leaves a score out.
  score: ZAnalystReview.shape.score.unwrap(),
  en: ZModelReviewText,
  zh: ZModelReviewText,
});
export type TModelReview = z.infer<typeof ZModelReview>;
