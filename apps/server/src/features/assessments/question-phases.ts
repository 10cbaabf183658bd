// Phases 1 and 2: the three open questions and their answers, then the multiple-choice questions.
import type {
  TPhase1Body,
  TPhase1Question,
  TPhase2Body,
  TPhase2QuestionsResponse,
  TPhase2SubmitResponse,
  TPhaseSubmitResponse,
} from '@irreplaceable/contracts/assessments/assessment';
import type { AssessmentContext } from '@irreplaceable/analyst/assessment/types';
import { startWaiting, type WaitingStep } from '@irreplaceable/analyst/llm/waiting-step';
import { AppError } from '../../platform/errors/app-error';
import type { AssessmentCore } from './assessment-core';
import { publicPhase2Question } from './assessment-state';
import type { AssessedJob, AssessmentRow } from './repository';

const sameAnswers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

export function createQuestionPhases(core: AssessmentCore) {
  const {
    engine,
    once,
    stateOf,
    contextOf,
    load,
    loadJob,
    wrongPhase,
    requireOpenAt,
    mutate,
    submitted,
  } = core;

  async function generateQuestion(
    context: AssessmentContext,
    number: 1 | 2 | 3,
    earlier: string[],
    step: WaitingStep,
  ) {
    if (number === 1) return engine.question1(context, { step });
    if (number === 2) return engine.question2(context, earlier[0]!, { step });
    return engine.question3(context, earlier[0]!, earlier[1]!, { step });
  }

  return {
    /** Question 1, or 2 and 3 written for the earlier answers; asked again, the same question. */
    async phase1Question(
      userId: string,
      id: string,
      number: 1 | 2 | 3,
      earlier: string[],
    ): Promise<TPhase1Question> {
      let job: AssessedJob | undefined;
      const key = `${userId}:${id}:question${number}:${JSON.stringify(earlier)}`;
      // One wait for the person, however often a lost write makes the question asked again.
      const step = startWaiting();
      return once(key, () =>
        mutate(userId, id, async (row) => {
          const state = stateOf(row);
          const asked = state.phase1.asked[number - 1];
          if (asked && sameAnswers(asked.basedOn, earlier)) return { result: () => asked.question };
          requireOpenAt(row, 1);
          job ??= await loadJob(row);
          const generated = await generateQuestion(contextOf(row, job), number, earlier, step);
          const askedNow = [...state.phase1.asked];
          askedNow[number - 1] = { question: generated.value, basedOn: earlier };
          // A new answer to an earlier question makes the later questions stale.
          for (let later = number; later < askedNow.length; later += 1) askedNow[later] = null;
          return {
            changes: {
              state: {
                ...state,
                engine: generated.engine,
                phase1: { ...state.phase1, asked: askedNow },
              },
            },
            result: () => generated.value,
          };
        }),
      );
    },

    async submitPhase1(
      userId: string,
      id: string,
      body: TPhase1Body,
    ): Promise<TPhaseSubmitResponse> {
      const answers = [body.question_1_answer, body.question_2_answer, body.question_3_answer];
      let job: AssessedJob | undefined;
      // The questions written now, if never fetched, share the one wait of this request.
      const step = startWaiting();
      return mutate(userId, id, async (row) => {
        const state = stateOf(row);
        if (state.phase1.answers && sameAnswers(state.phase1.answers, answers)) {
          return { result: (current) => submitted(current, true) };
        }
        requireOpenAt(row, 1);
        // The record keeps the questions these answers replied to, written now if never fetched.
        const asked = [...state.phase1.asked];
        for (const number of [1, 2, 3] as const) {
          const earlier = answers.slice(0, number - 1);
          const current = asked[number - 1];
          if (current && sameAnswers(current.basedOn, earlier)) continue;
          job ??= await loadJob(row);
          const generated = await generateQuestion(contextOf(row, job), number, earlier, step);
          asked[number - 1] = { question: generated.value, basedOn: earlier };
        }
        return {
          changes: {
            currentPhase: 2,
            state: { ...state, phase1: { asked, answers } },
          },
          result: (current) => submitted(current, true),
        };
      });
    },

    async phase2Questions(userId: string, id: string): Promise<TPhase2QuestionsResponse> {
      const row = await load(userId, id);
      if (row.currentPhase < 2) throw wrongPhase(row);
      const state = stateOf(row);
      const questions = state.phase2.questions.map((question, index) =>
        publicPhase2Question(state, question, index + 1, row.jobLanguage),
      );
      const answered = Object.keys(state.phase2.answers).length;
      return {
        questions,
        total: questions.length,
        answered,
        remaining: questions.length - answered,
        current_phase: row.currentPhase,
      };
    },

    async submitPhase2(
      userId: string,
      id: string,
      body: TPhase2Body,
    ): Promise<TPhase2SubmitResponse> {
      return mutate(userId, id, async (row) => {
        const state = stateOf(row);
        const question = state.phase2.questions.find(
          (candidate) => candidate.id === body.question_id,
        );
        if (!question) throw new AppError('validation_error', { field: 'question_id' });
        if (!question.options.some((option) => option.id === body.selected_option)) {
          throw new AppError('validation_error', { field: 'selected_option' });
        }
        const answer = (current: AssessmentRow): TPhase2SubmitResponse => {
          const currentState = stateOf(current);
          const total = currentState.phase2.questions.length;
          const answered = Object.keys(currentState.phase2.answers).length;
          return {
            ...submitted(current, answered === total),
            question_id: body.question_id,
            answered,
            remaining: total - answered,
            total,
          };
        };
        // The first answer to a question stands; sending it again changes nothing.
        if (state.phase2.answers[question.id] !== undefined) return { result: answer };
        requireOpenAt(row, 2);
        const answers = { ...state.phase2.answers, [question.id]: body.selected_option };
        const complete = Object.keys(answers).length === state.phase2.questions.length;
        return {
          changes: {
            currentPhase: complete ? 3 : 2,
            state: { ...state, phase2: { ...state.phase2, answers } },
          },
          result: answer,
        };
      });
    },
  };
}
