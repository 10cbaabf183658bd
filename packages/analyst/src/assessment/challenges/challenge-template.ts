import type { TAssessmentCategory } from '@irreplaceable/contracts/assessments/categories';
import type { Bilingual } from '../../personas/persona-data';

/** A choice and what choosing it says about the person, for the final report. */
export interface ChallengeChoiceText {
  text: Bilingual;
  reading: Bilingual;
}

/**
 * A mirror challenge as we write it: a scenario from the job's own analysis. Placeholders: `{job}`,
 * `{rate}`, `{irr}` (human irreplaceability), `{activity}` and `{share}` (a most exposed activity
 * and the share of its tasks AI can speed up), `{human}` (an activity that stays human) and
 * `{advice}` (the job page's own advice). `touches` is the category the scenario tests: when it is
 * the user's weakest, the challenge asks for a written reflection.
 */
export interface ChallengeTemplate {
  touches: TAssessmentCategory;
  title: Bilingual;
  text: Bilingual;
  /** The text without `{rate}`, `{irr}` or `{share}`, for an occupation no study covers. */
  unrated?: Bilingual;
  choices: readonly [
    ChallengeChoiceText,
    ChallengeChoiceText,
    ChallengeChoiceText,
    ChallengeChoiceText,
  ];
  followUp: Bilingual;
}
