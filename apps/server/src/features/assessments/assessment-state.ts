import type { TEngine } from '@irreplaceable/contracts/analysis/analysts';
import type {
  TChallenge,
  TFinalReport,
  TInterimSummary,
  TPhase1Question,
  TPhase2Question,
} from '@irreplaceable/contracts/assessments/assessment';
import { ASSESSMENT_CATEGORY_NAMES } from '@irreplaceable/contracts/assessments/categories';
import { ASSESSMENT, type Language } from '@irreplaceable/contracts/constants';
import type {
  AssessmentSoFar,
  StoredChallenge,
  StoredPhase2Question,
} from '@irreplaceable/analyst/assessment/types';

/** A phase-1 question with the earlier answers it was written for (question 2 and 3 depend on them). */
export interface AskedQuestion {
  question: TPhase1Question;
  basedOn: string[];
}

/**
 * Everything an assessment has asked and been told, stored as one JSON document on its row.
 * Questions are kept as they were asked, so a report is always written from what the user saw.
 */
export interface AssessmentState {
  /** The engine that wrote the latest generated part. */
  engine: TEngine;
  phase1: {
    asked: (AskedQuestion | null)[];
    answers: string[] | null;
  };
  phase2: {
    questions: StoredPhase2Question[];
    /** question id → option id. */
    answers: Record<string, string>;
  };
  interim: { summary: TInterimSummary; engine: TEngine } | null;
  challenges: { list: StoredChallenge[]; engine: TEngine } | null;
  challengeAnswers: { challenge_number: number; choice: string; thoughts: string }[];
  report: { value: TFinalReport; engine: TEngine; generatedAt: string } | null;
}

export function initialState(engine: TEngine, questions: StoredPhase2Question[]): AssessmentState {
  return {
    engine,
    phase1: { asked: [null, null, null], answers: null },
    phase2: { questions, answers: {} },
    interim: null,
    challenges: null,
    challengeAnswers: [],
    report: null,
  };
}

/** Progress by the spec's phase weights: 20 through phase 1, 20→50, 65, 65→85, 100. */
export function progressOf(phase: number, state: AssessmentState, completed: boolean): number {
  if (completed) return ASSESSMENT.completionProgress;
  const { progress } = ASSESSMENT;
  switch (phase) {
    case 1:
      return ASSESSMENT.startProgress;
    case 2: {
      const total = state.phase2.questions.length || 1;
      const answered = Object.keys(state.phase2.answers).length;
      const span = progress.phase2End - progress.phase2Start;
      return Math.round(progress.phase2Start + (span * answered) / total);
    }
    case 3:
      return progress.phase3;
    case 4: {
      const total = state.challenges?.list.length ?? ASSESSMENT.defaultChallengeCount;
      const span = progress.phase4End - progress.phase3;
      return Math.round(progress.phase3 + (span * state.challengeAnswers.length) / total);
    }
    default:
      return ASSESSMENT.completionProgress;
  }
}

/** What the engine needs to know of the answers so far. */
export function soFar(state: AssessmentState): AssessmentSoFar {
  const answers = state.phase1.answers ?? [];
  return {
    phase1: state.phase1.asked.flatMap((asked, index) =>
      asked && answers[index] !== undefined
        ? [{ question: asked.question, answer: answers[index] }]
        : [],
    ),
    phase2: state.phase2.questions.flatMap((question) => {
      const selected = state.phase2.answers[question.id];
      return selected === undefined ? [] : [{ question, selected }];
    }),
    challenges: state.challengeAnswers.flatMap((answer) => {
      const challenge = state.challenges?.list.find(
        (candidate) => candidate.challenge_number === answer.challenge_number,
      );
      return challenge ? [{ challenge, choice: answer.choice, thoughts: answer.thoughts }] : [];
    }),
  };
}

/** A stored question as the user sees it: scores stay on the server. */
export function publicPhase2Question(
  state: AssessmentState,
  question: StoredPhase2Question,
  order: number,
  language: Language,
): TPhase2Question {
  const total = state.phase2.questions.length;
  const answered = Object.keys(state.phase2.answers).length;
  const selected = state.phase2.answers[question.id] ?? null;
  return {
    id: question.id,
    category: question.category,
    category_name: ASSESSMENT_CATEGORY_NAMES[question.category][language],
    question_text: question.question_text,
    options: question.options.map(({ id, text }) => ({ id, text })),
    question_order: order,
    total,
    remaining: total - answered,
    answered: selected !== null,
    selected_option: selected,
  };
}

/** A stored challenge without the readings of its choices, which only the report uses. */
export function publicChallenge(challenge: StoredChallenge): TChallenge {
  return {
    challenge_number: challenge.challenge_number,
    title: challenge.title,
    challenge_text: challenge.challenge_text,
    choices: challenge.choices,
    follow_up: challenge.follow_up,
    require_supplementary: challenge.require_supplementary,
  };
}
