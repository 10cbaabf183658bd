import type { TFinalReport } from '@irreplaceable/contracts/assessments/assessment';
import { ASSESSMENT_CATEGORY_NAMES } from '@irreplaceable/contracts/assessments/categories';
import { QUESTION_BANK, storedQuestion } from './bank/question-bank';
import { builtinChallenges } from './challenges/build-challenges';
import { wordFinalReport } from './final-report';
import type { JobProfile } from './job-profile';
import { builtinQuestion1, builtinQuestion2, builtinQuestion3 } from './phase1-questions';
import type { AssessmentContext, AssessmentSoFar, Phase1Answer } from './types';

export interface RewordOptions {
  /** The challenges were ours too (not a model's), so they can be worded again as well. */
  challengesAreBuiltin: boolean;
}

/**
 * The phase-1 answers in `context.language`. A quick answer picked from one of our questions is
 * our text, so it becomes the same quick answer in that language; words the person wrote stay
 * exactly as written.
 */
function phase1In(
  context: AssessmentContext,
  profile: JobProfile,
  phase1: readonly Phase1Answer[],
): Phase1Answer[] {
  const [answer1 = '', answer2 = ''] = phase1.map((item) => item.answer);
  return phase1.map((item, index) => {
    const { engine } = item.question;
    if (engine.kind !== 'builtin') return item;
    const chosen = item.question.options.indexOf(item.answer);
    const question =
      index === 0
        ? builtinQuestion1(context, engine)
        : index === 1
          ? builtinQuestion2(context, answer1, engine)
          : builtinQuestion3(context, profile, answer1, answer2, engine);
    const translated = chosen === -1 ? undefined : question.options[chosen];
    return translated === undefined
      ? { question: { ...question, options: item.question.options }, answer: item.answer }
      : { question, answer: translated };
  });
}

/** The answers so far, with our own texts (questions, options, challenges) in `context.language`. */
function soFarIn(
  context: AssessmentContext,
  profile: JobProfile,
  soFar: AssessmentSoFar,
  options: RewordOptions,
): AssessmentSoFar {
  const phase2 = soFar.phase2.map((answer) => {
    const { category, id } = answer.question;
    const banked = QUESTION_BANK[category].find((question) => question.id === id);
    return banked
      ? {
          ...answer,
          question: storedQuestion(banked, category, context.language, context.job.title),
        }
      : answer;
  });
  const count = Math.max(0, ...soFar.challenges.map((item) => item.challenge.challenge_number));
  // Built-in challenges follow from the assessment id and the answers, as when first written.
  const rewritten = options.challengesAreBuiltin
    ? builtinChallenges(context, profile, soFar, count)
    : [];
  const challenges = soFar.challenges.map((item) => {
    const challenge = rewritten[item.challenge.challenge_number - 1];
    return challenge ? { ...item, challenge } : item;
  });
  return { phase1: phase1In(context, profile, soFar.phase1), phase2, challenges };
}

/**
 * A report the built-in engine wrote, worded in `context.language` for whoever reads it. The
 * scores and the fit stay those stored with the report; the answers it cites are the stored ones;
 * only our words change language. The engine is deterministic, so the same reader always reads
 * the same report.
 */
export function rewordBuiltinReport(
  context: AssessmentContext,
  profile: JobProfile,
  soFar: AssessmentSoFar,
  stored: Pick<TFinalReport, 'category_scores' | 'fit_score'>,
  options: RewordOptions,
): TFinalReport {
  const scores = stored.category_scores.map((score) => ({
    ...score,
    name: ASSESSMENT_CATEGORY_NAMES[score.category][context.language],
  }));
  return wordFinalReport(
    context,
    profile,
    soFarIn(context, profile, soFar, options),
    scores,
    stored.fit_score,
  );
}
