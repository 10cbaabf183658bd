import {
  ASSESSMENT_CATEGORIES,
  type TAssessmentCategory,
  type TCategoryScore,
} from '@irreplaceable/contracts/assessments/categories';
import type { Language } from '@irreplaceable/contracts/constants';
import type { JobProfile } from './job-profile';
import { quoted } from './job-text';
import type { ChallengeAnswer, Phase2Answer } from './types';

const order = (category: TAssessmentCategory) => ASSESSMENT_CATEGORIES.indexOf(category);

/**
 * The categories from strongest to weakest. Categories the user answered come before estimated
 * ones at both ends: a claim about someone's strongest or weakest side should rest on answers.
 */
export function strongestFirst(scores: readonly TCategoryScore[]): TCategoryScore[] {
  return [...scores].sort(
    (a, b) =>
      Number(b.answered > 0) - Number(a.answered > 0) ||
      b.score - a.score ||
      order(a.category) - order(b.category),
  );
}

export function weakestFirst(scores: readonly TCategoryScore[]): TCategoryScore[] {
  return [...scores].sort(
    (a, b) =>
      Number(b.answered > 0) - Number(a.answered > 0) ||
      a.score - b.score ||
      order(a.category) - order(b.category),
  );
}

/** A phase-2 answer as the summaries quote it. */
export interface ChosenOption {
  category: TAssessmentCategory;
  question: string;
  option: string;
  score: number;
}

export function chosenOptions(answers: readonly Phase2Answer[]): ChosenOption[] {
  return answers.flatMap(({ question, selected }) => {
    const option = question.options.find((item) => item.id === selected);
    return option
      ? [
          {
            category: question.category,
            question: question.question_text,
            option: option.text,
            score: option.score,
          },
        ]
      : [];
  });
}

/** The answer that shows a category best (highest) or worst (lowest), first one on ties. */
export function telling(
  chosen: readonly ChosenOption[],
  category: TAssessmentCategory,
  side: 'best' | 'worst',
): ChosenOption | undefined {
  return chosen
    .filter((item) => item.category === category)
    .reduce<ChosenOption | undefined>((found, item) => {
      if (!found) return item;
      return (side === 'best' ? item.score > found.score : item.score < found.score) ? item : found;
    }, undefined);
}

/** A challenge answer with the chosen choice's text and its reading. */
export interface ChallengeReading {
  title: string;
  choice: string;
  reading: string;
  thoughts: string;
}

export function challengeReadings(answers: readonly ChallengeAnswer[]): ChallengeReading[] {
  return answers.flatMap(({ challenge, choice, thoughts }) => {
    const chosen = challenge.choices.find((item) => item.id === choice);
    return chosen
      ? [
          {
            title: challenge.title,
            choice: chosen.text,
            reading: challenge.readings[choice] ?? '',
            thoughts: thoughts.trim(),
          },
        ]
      : [];
  });
}

/** The values of the shared placeholders of our texts, for one job and language. */
export function jobValues(profile: JobProfile, language: Language) {
  return {
    job: profile.title,
    // Without a rate the texts that name it are never chosen, and a slip throws in fill.
    ...(profile.rate === null || profile.irreplaceability === null
      ? {}
      : { rate: profile.rate, irr: profile.irreplaceability }),
    activity: quoted(profile.exposed[0]!.name, language),
    human: quoted(profile.human[0]!.name, language),
  };
}
