import {
  ASSESSMENT_CATEGORIES,
  type TAssessmentCategory,
} from '@irreplaceable/contracts/assessments/categories';
import type { Language } from '@irreplaceable/contracts/constants';
import type { StoredPhase2Question } from '../types';
import { fillJob } from '../job-text';
import { ADAPTABILITY } from './adaptability';
import { OPTION_IDS, type BankQuestion, type CategoryBank } from './bank-question';
import { COMPATIBILITY } from './compatibility';
import { CURIOSITY } from './curiosity';
import { EMPATHY } from './empathy';
import { MOTIVATION } from './motivation';
import { STRUCTURED_THINKING } from './structured-thinking';
import { TALENT } from './talent';
import { VALUES } from './values';

const BANKS: readonly CategoryBank[] = [
  CURIOSITY,
  MOTIVATION,
  VALUES,
  TALENT,
  STRUCTURED_THINKING,
  EMPATHY,
  ADAPTABILITY,
  COMPATIBILITY,
];

/** Every phase-2 question we wrote, by category, in the categories' order. */
export const QUESTION_BANK: Readonly<Record<TAssessmentCategory, readonly BankQuestion[]>> =
  Object.fromEntries(
    ASSESSMENT_CATEGORIES.map((category) => [
      category,
      BANKS.find((bank) => bank.category === category)?.questions ?? [],
    ]),
  ) as Record<TAssessmentCategory, readonly BankQuestion[]>;

/** A bank question as the assessment stores it: one language, the job's title filled in. */
export function storedQuestion(
  question: BankQuestion,
  category: TAssessmentCategory,
  language: Language,
  jobTitle: string,
): StoredPhase2Question {
  return {
    id: question.id,
    category,
    question_text: fillJob(question.text[language], jobTitle),
    options: question.options.map((option, index) => ({
      id: OPTION_IDS[index]!,
      text: fillJob(option[language], jobTitle),
      score: option.score,
    })),
  };
}
