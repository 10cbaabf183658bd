import type { TEngine } from '@irreplaceable/contracts/analysis/analysts';
import type { TPhase1Question } from '@irreplaceable/contracts/assessments/assessment';
import { classifyIntent, experienceLevel, voicesWorry } from './intent';
import type { JobProfile } from './job-profile';
import { fill, quoted } from './job-text';
import { voiceOf } from './persona-voice';
import {
  QUESTION_1,
  QUESTION_2,
  QUESTION_2_EXPERIENCED,
  QUESTION_3,
  type Phase1Text,
  type Question3Topic,
} from './phase1-texts';
import type { AssessmentContext } from './types';

const MAX_OPTIONS = 4;

function question(
  number: 1 | 2 | 3,
  text: string,
  options: readonly string[],
  engine: TEngine,
): TPhase1Question {
  return { question_number: number, question_text: text, options: [...options], engine };
}

function lead(first: string, rest: string): string {
  return first ? `${first}${/[\u4e00-\u9fff]/.test(first) ? '' : ' '}${rest}` : rest;
}

/**
 * Question 2's template for a first answer. A first answer that already says how much
 * experience they have is not asked about experience again.
 */
function question2Text(answer1: string): Phase1Text {
  const intent = classifyIntent(answer1);
  const level = experienceLevel(answer1);
  if (intent === 'experience' && (level === 'lots' || level === 'some')) {
    return QUESTION_2_EXPERIENCED;
  }
  return QUESTION_2[intent];
}

export function builtinQuestion1(context: AssessmentContext, engine: TEngine): TPhase1Question {
  const { language } = context;
  const text = fill(QUESTION_1.text[language], { job: context.job.title });
  return question(
    1,
    lead(voiceOf(context.analyst, language).q1Lead, text),
    QUESTION_1.options.map((option) => option[language]),
    engine,
  );
}

/**
 * The follow-up that matters for the reason their first answer gives. The answer is not repeated
 * back (it is right above in the conversation): the analyst acknowledges it in a word, and the
 * question itself shows what was heard ("Stability clearly matters to you…").
 */
export function builtinQuestion2(
  context: AssessmentContext,
  answer1: string,
  engine: TEngine,
): TPhase1Question {
  const { language } = context;
  const template = question2Text(answer1);
  const text = fill(template.text[language], { job: context.job.title });
  return question(
    2,
    lead(voiceOf(context.analyst, language).q2Ack, text),
    template.options.map((option) => option[language]),
    engine,
  );
}

/**
 * Question 3 follows from both answers: a worry about AI (in either) leads to the job's most
 * exposed activity; no experience leads to the time they can invest; experience or a love of the
 * work leads to which human part they would own; anything else to their real-life limits.
 */
export function question3Topic(answer1: string, answer2: string): Question3Topic {
  const intents = [classifyIntent(answer1), classifyIntent(answer2)];
  if (intents.includes('ai_risk') || voicesWorry(answer2)) return 'exposed_part';
  const levels = [experienceLevel(answer2), experienceLevel(answer1)];
  if (levels.includes('none')) return 'learning_time';
  if (levels.includes('lots') || levels.includes('some')) return 'human_part';
  if (['experience', 'passion', 'impact'].includes(intents[0]!)) return 'human_part';
  return 'constraints';
}

export function builtinQuestion3(
  context: AssessmentContext,
  profile: JobProfile,
  answer1: string,
  answer2: string,
  engine: TEngine,
): TPhase1Question {
  const { language } = context;
  const topic = question3Topic(answer1, answer2);
  const template = QUESTION_3[topic];
  const activity = quoted(profile.exposed[0]!.name, language);
  const wording = (profile.rate === null ? template.unrated : undefined) ?? template.text;
  const text = fill(wording[language], {
    job: context.job.title,
    ...(profile.rate === null ? {} : { rate: profile.rate }),
    activity,
  });
  const written = template.options.map((option) => option[language]);
  // For "which part would you own", the job's own human activities are the first choices.
  const options =
    topic === 'human_part'
      ? [...profile.human.slice(0, 2).map((item) => item.name), ...written]
      : written;
  const voice = voiceOf(context.analyst, language);
  return question(3, lead(voice.q3Ack, text), options.slice(0, MAX_OPTIONS), engine);
}
