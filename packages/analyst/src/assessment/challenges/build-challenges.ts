import type { TAssessmentCategory } from '@irreplaceable/contracts/assessments/categories';
import type { Language } from '@irreplaceable/contracts/constants';
import { weakestFirst } from '../answer-facts';
import { OPTION_IDS } from '../bank/bank-question';
import type { JobProfile } from '../job-profile';
import { fill, firstSentence, quoted } from '../job-text';
import { categoryScores } from '../scoring';
import { seededIndex, seededShuffle } from '../seed';
import type { AssessmentContext, AssessmentSoFar, StoredChallenge } from '../types';
import { CATEGORY_CHALLENGES } from './category-challenges';
import type { ChallengeTemplate } from './challenge-template';
import {
  ADVICE_CHALLENGE,
  AUTOMATION_CHALLENGE,
  HIGH_RATE_CHALLENGE,
  LOW_RATE_CHALLENGE,
} from './job-challenges';

/** Below this rate the friend's question is about ignoring AI rather than fearing it. */
const LOW_RATE = 35;

const FALLBACK_ADVICE = {
  en: 'Lean into the work that stays human',
  zh: '把精力放在仍然属于人的工作上',
};

interface PlannedChallenge {
  template: ChallengeTemplate;
  /** Which of the job's exposed activities the scenario is about. */
  activity: number;
}

/**
 * The order challenges are drawn in: the job's most exposed activity, its own advice, the user's
 * weakest category, its replacement rate, then the next weakest categories and exposed activities
 * in turn. Three challenges (the default) cover the job's activities, its advice and the weakest
 * category; the rate itself is stated in the first.
 */
function plan(
  profile: JobProfile,
  weakest: readonly TAssessmentCategory[],
  seed: string,
  count: number,
): PlannedChallenge[] {
  // The scenarios rotate over the three most exposed activities (hands-on ones come last).
  const pool = Math.min(3, profile.exposed.length);
  const start = seededIndex(`${seed}:activity`, pool);
  const automation = (round: number) => ({
    template: AUTOMATION_CHALLENGE,
    activity: (start + round) % pool,
  });
  const weak = (rank: number) => ({
    template: CATEGORY_CHALLENGES[weakest[rank % weakest.length]!],
    activity: (start + rank + 1) % pool,
  });
  // Without a rate there is no figure to discuss: the next weakest category takes its place.
  const rate =
    profile.rate === null
      ? weak(2)
      : {
          template: profile.rate < LOW_RATE ? LOW_RATE_CHALLENGE : HIGH_RATE_CHALLENGE,
          activity: start,
        };
  const planned: PlannedChallenge[] = [
    automation(0),
    { template: ADVICE_CHALLENGE, activity: start },
    weak(0),
    rate,
    weak(1),
    automation(1),
  ];
  for (let index = 2; planned.length < count; index += 1)
    planned.push(weak(index), automation(index));
  return planned.slice(0, count);
}

function write(
  planned: PlannedChallenge,
  number: number,
  profile: JobProfile,
  weakest: TAssessmentCategory,
  language: Language,
  seed: string,
): StoredChallenge {
  const activity = profile.exposed[planned.activity]!;
  const isRated = profile.rate !== null && profile.irreplaceability !== null;
  const values = {
    job: profile.title,
    // An unrated job is filled without them, so a text that names them would throw, not show 50.
    ...(isRated ? { rate: profile.rate!, irr: profile.irreplaceability! } : {}),
    activity: quoted(activity.name, language),
    ...(activity.beta === null ? {} : { share: Math.round(activity.beta * 100) }),
    human: quoted(profile.human[0]!.name, language),
    advice: quoted(firstSentence(profile.advice[0] ?? FALLBACK_ADVICE[language]), language),
  };
  const { template } = planned;
  // The best answer should not always be the first: the choices' order is fixed per assessment.
  const choices = seededShuffle(template.choices, `${seed}:challenge:${number}`);
  return {
    challenge_number: number,
    title: fill(template.title[language], values),
    challenge_text: fill(
      ((isRated ? undefined : template.unrated) ?? template.text)[language],
      values,
    ),
    choices: choices.map((choice, index) => ({
      id: OPTION_IDS[index]!,
      text: fill(choice.text[language], values),
    })),
    follow_up: fill(template.followUp[language], values),
    require_supplementary: template.touches === weakest,
    readings: Object.fromEntries(
      choices.map((choice, index) => [OPTION_IDS[index]!, fill(choice.reading[language], values)]),
    ),
  };
}

/** `count` mirror challenges built from the job's analysis and the answers so far. Deterministic. */
export function builtinChallenges(
  context: AssessmentContext,
  profile: JobProfile,
  soFar: AssessmentSoFar,
  count: number,
): StoredChallenge[] {
  const scores = categoryScores(
    soFar.phase2,
    context.language,
    soFar.phase1.map((item) => item.answer),
  );
  const weakest = weakestFirst(scores).map((score) => score.category);
  return plan(profile, weakest, context.assessmentId, count).map((planned, index) =>
    write(planned, index + 1, profile, weakest[0]!, context.language, context.assessmentId),
  );
}
