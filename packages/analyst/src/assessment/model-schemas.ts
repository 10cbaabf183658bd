import {
  ZFinalReport,
  ZInterimSummary,
  ZPhase1Question,
} from '@irreplaceable/contracts/assessments/assessment';
import { ZAssessmentCategory } from '@irreplaceable/contracts/assessments/categories';
import { z } from 'zod';

/**
 * What a model writes for the assessment: the contract's schemas without the parts that are ours.
 * Question numbers and engine labels are set by the engine; category scores and the fit score are
 * always computed by our scoring and never asked of a model.
 */
export const ZModelPhase1Question = ZPhase1Question.pick({ question_text: true, options: true });
export type TModelPhase1Question = z.infer<typeof ZModelPhase1Question>;

export const ZModelInterimSummary = ZInterimSummary.omit({ category_scores: true });
export type TModelInterimSummary = z.infer<typeof ZModelInterimSummary>;

const ZModelChoice = z.object({
  text: z.string(),
  /** One sentence on what choosing it says about the person, quoted in the report. */
  reading: z.string(),
});

/**
 * A challenge with four named choices. Fixed keys rather than an array: every provider's
 * structured output honours required keys, not all honour array lengths, and the choice ids must be
 * a to d whatever the model writes.
 */
export const ZModelChallenge = z.object({
  title: z.string(),
  challenge_text: z.string(),
  choices: z.object({ a: ZModelChoice, b: ZModelChoice, c: ZModelChoice, d: ZModelChoice }),
  follow_up: z.string(),
  /** The category the scenario tests; our code decides from it whether a reflection is required. */
  category: ZAssessmentCategory,
});
export type TModelChallenge = z.infer<typeof ZModelChallenge>;

export const challengeKey = (index: number) => `challenge_${index + 1}`;

/** Exactly `count` challenges, as `challenge_1` … `challenge_<count>`, for the same reason. */
export function modelChallengeSet(count: number) {
  return z.object(
    Object.fromEntries(
      Array.from({ length: count }, (_, index) => [challengeKey(index), ZModelChallenge]),
    ),
  ) as z.ZodType<Record<string, TModelChallenge>>;
}

export const ZModelFinalReport = ZFinalReport.pick({ report_5a: true, report_5b: true });
export type TModelFinalReport = z.infer<typeof ZModelFinalReport>;
