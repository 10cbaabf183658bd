import {
  ASSESSMENT_CATEGORIES,
  type TAssessmentCategory,
} from '@irreplaceable/contracts/assessments/categories';
import { QUESTION_BANK, storedQuestion } from './bank/question-bank';
import { categoryWeights, type CategoryWeights } from './category-weights';
import { seededShuffle } from './seed';
import type { AssessmentContext, StoredPhase2Question } from './types';

/**
 * How many questions each category gets out of `count`. Every category gets ⌊count / 8⌋; the
 * remaining count mod 8 go one each to the categories that weigh most for this job
 * (category-weights.ts), ties broken in an order fixed by the seed. So 20 questions are 3,3,3,3
 * and 2,2,2,2 (the four weightiest get three), and 5 questions cover the five categories that
 * matter most for the job. The questions are always asked in category order.
 */
export function questionsPerCategory(
  count: number,
  weights: CategoryWeights,
  seed: string,
): Record<TAssessmentCategory, number> {
  const base = Math.floor(count / ASSESSMENT_CATEGORIES.length);
  const remainder = count % ASSESSMENT_CATEGORIES.length;
  const tieOrder = seededShuffle(ASSESSMENT_CATEGORIES, `${seed}:categories`);
  const byWeight = [...ASSESSMENT_CATEGORIES].sort(
    (a, b) => weights[b] - weights[a] || tieOrder.indexOf(a) - tieOrder.indexOf(b),
  );
  const extra = new Set(byWeight.slice(0, remainder));
  return Object.fromEntries(
    ASSESSMENT_CATEGORIES.map((category) => [category, base + (extra.has(category) ? 1 : 0)]),
  ) as Record<TAssessmentCategory, number>;
}

/** `count` questions from the bank, never repeating, chosen and ordered from the assessment id. */
export function selectPhase2Questions(
  context: AssessmentContext,
  count: number,
): StoredPhase2Question[] {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`Invalid question count ${count}`);
  const quotas = questionsPerCategory(
    count,
    categoryWeights(context.job.analysis),
    context.assessmentId,
  );
  return ASSESSMENT_CATEGORIES.flatMap((category) => {
    const bank = QUESTION_BANK[category];
    if (quotas[category] > bank.length) {
      throw new RangeError(
        `${count} questions need ${quotas[category]} in ${category}; the bank has ${bank.length}`,
      );
    }
    return seededShuffle(bank, `${context.assessmentId}:${category}`)
      .slice(0, quotas[category])
      .map((question) => storedQuestion(question, category, context.language, context.job.title));
  });
}
