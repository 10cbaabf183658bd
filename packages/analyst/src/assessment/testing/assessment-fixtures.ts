import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { Language } from '@irreplaceable/contracts/constants';
import { analyzeJob } from '../../analysis/analyze-job';
import { loadKnowledge } from '../../knowledge/load-knowledge';
import type {
  AssessmentContext,
  AssessmentEngine,
  AssessmentSoFar,
  ChallengeAnswer,
  Phase1Answer,
  Phase2Answer,
  StoredChallenge,
  StoredPhase2Question,
} from '../types';

export const knowledge = loadKnowledge();

/** Real analyses from the built-in analyst, so the engine is tested on the figures it will get. */
function analysisOf(code: string, title: string, titleZh: string) {
  const { reviews: _reviews, ...analysis } = analyzeJob(
    { title, title_zh: titleZh, occupations: [{ code, score: 1 }] },
    knowledge,
  );
  return analysis;
}

export const JOBS = {
  developer: { id: 11, code: '15-1252.00', en: 'Software Developer', zh: '软件开发工程师' },
  nurse: { id: 12, code: '29-1141.00', en: 'Registered Nurse', zh: '注册护士' },
  clerk: { id: 13, code: '43-9021.00', en: 'Data Entry Keyer', zh: '数据录入员' },
  /** An "All Other" occupation without rated tasks: the engine must still write about it. */
  managers: { id: 14, code: '11-9199.00', en: 'Operations Manager', zh: '运营经理' },
  /** No study covers it: the engine must write without a rate. */
  youtuber: { id: 15, code: '27-2099.00', en: 'YouTuber', zh: '网红' },
} as const;

const analyses = new Map<string, ReturnType<typeof analysisOf>>();

export function contextFor(
  job: keyof typeof JOBS,
  options: {
    language?: Language;
    analyst?: TAnalystId;
    assessmentId?: string;
    type?: 'free' | 'credit';
  } = {},
): AssessmentContext {
  const spec = JOBS[job];
  let analysis = analyses.get(spec.code);
  if (!analysis) {
    analysis = analysisOf(spec.code, spec.en, spec.zh);
    analyses.set(spec.code, analysis);
  }
  const language = options.language ?? 'en';
  return {
    assessmentId: options.assessmentId ?? '6f1c2a0e-9b7d-4c1e-8a55-2f0d3e4b5c6a',
    language,
    analyst: options.analyst ?? 'gpt',
    type: options.type ?? 'credit',
    job: { id: spec.id, title: spec[language], analysis },
  };
}

/** Answers every question with the option of the wanted score (or the closest one). */
export function answerAll(
  questions: readonly StoredPhase2Question[],
  wanted: (question: StoredPhase2Question, index: number) => number,
): Phase2Answer[] {
  return questions.map((question, index) => {
    const target = wanted(question, index);
    const option = [...question.options].sort(
      (a, b) => Math.abs(a.score - target) - Math.abs(b.score - target) || a.id.localeCompare(b.id),
    )[0]!;
    return { question, selected: option.id };
  });
}

/** Walks an assessment through phase 1 with the engine's own questions and the given answers. */
export async function phase1With(
  engine: AssessmentEngine,
  context: AssessmentContext,
  answers: readonly [string, string, string],
): Promise<Phase1Answer[]> {
  const q1 = (await engine.question1(context)).value;
  const q2 = (await engine.question2(context, answers[0])).value;
  const q3 = (await engine.question3(context, answers[0], answers[1])).value;
  return [
    { question: q1, answer: answers[0] },
    { question: q2, answer: answers[1] },
    { question: q3, answer: answers[2] },
  ];
}

export function chooseAll(
  challenges: readonly StoredChallenge[],
  choose: (challenge: StoredChallenge) => string,
  thoughts = '',
): ChallengeAnswer[] {
  return challenges.map((challenge) => ({ challenge, choice: choose(challenge), thoughts }));
}

export const emptySoFar = (): AssessmentSoFar => ({ phase1: [], phase2: [], challenges: [] });

export interface AnswerSet {
  phase1: readonly [string, string, string];
  /** The option score to pick for each phase-2 question. */
  wanted: (question: StoredPhase2Question, index: number) => number;
  /** The choice id to pick for each challenge. */
  choose: (challenge: StoredChallenge) => string;
  thoughts?: string;
}

/** Runs a whole assessment through an engine and returns what each phase produced. */
export async function runAssessment(
  engine: AssessmentEngine,
  context: AssessmentContext,
  answers: AnswerSet,
  questionCount = 20,
) {
  const phase1 = await phase1With(engine, context, answers.phase1);
  const questions = engine.phase2Questions(context, questionCount);
  const soFar: AssessmentSoFar = {
    phase1,
    phase2: answerAll(questions, answers.wanted),
    challenges: [],
  };
  const interim = await engine.interimSummary(context, soFar);
  const challenges = await engine.challenges(context, soFar, 3);
  soFar.challenges = chooseAll(challenges.value, answers.choose, answers.thoughts);
  const report = await engine.finalReport(context, soFar);
  return { phase1, questions, soFar, interim, challenges, report };
}

/** Someone keen, strong on most things, who picks the first choice of each challenge. */
export const KEEN: AnswerSet = {
  phase1: [
    'I genuinely enjoy this kind of work',
    'Solving tricky problems',
    'Directing and checking the AI tools themselves',
  ],
  wanted: (question) => (question.category === 'compatibility' ? 1 : 4),
  choose: () => 'a',
  thoughts: 'I would start with the tests the tool writes',
};

/** Someone unsure, weak on most things, who picks the last choice of each challenge. */
export const UNSURE: AnswerSet = {
  phase1: [
    'I want to know whether AI will take it over',
    'That it takes the job entirely',
    'I do not know yet',
  ],
  wanted: (question) => (question.category === 'empathy' ? 4 : 0),
  choose: () => 'd',
};
