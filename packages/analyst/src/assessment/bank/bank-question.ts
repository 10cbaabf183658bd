import type { TAssessmentCategory } from '@irreplaceable/contracts/assessments/categories';
import type { Bilingual } from '../../personas/persona-data';

/**
 * One answer as we write it. `score` (0 to 4) says how strongly choosing it shows the category;
 * it stays on the server. Options are written in no particular score order, so the best answer
 * is not always first.
 */
export interface BankOption extends Bilingual {
  score: number;
}

/**
 * A phase-2 question in both languages. `{job}` stands for the job's title in the assessment's
 * language and is placed only where the sentence reads naturally with any title.
 */
export interface BankQuestion {
  /** Stable: stored on assessments, so an id is never reused for another question. */
  id: string;
  text: Bilingual;
  options: readonly [BankOption, BankOption, BankOption, BankOption];
}

export interface CategoryBank {
  category: TAssessmentCategory;
  questions: readonly BankQuestion[];
}

/** The option ids, by position. */
export const OPTION_IDS = ['a', 'b', 'c', 'd'] as const;
