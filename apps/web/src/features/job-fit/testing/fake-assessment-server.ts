import type {
  TAssessmentHistoryItem,
  TAssessmentStatus,
  TAssessmentType,
  TPhase2Question,
} from '@irreplaceable/contracts/assessments/assessment';
import { ASSESSMENT, CREDITS } from '@irreplaceable/contracts/constants';
import { makePersonas } from '../../../shared/analysts/persona-fixtures';
import { jsonResponse, stubFetch, type TRecordedCall } from '../../../test/fetch-stub';
import {
  ASSESSMENT_ID,
  BUILTIN,
  makeChallenge,
  makePhase2Question,
  makeReport,
  makeStartResponse,
  makeStatus,
} from './make-assessment';

type THandler = (call: TRecordedCall) => Response | Promise<Response>;

type TFakeOptions = {
  history?: TAssessmentHistoryItem[];
  balance?: number;
  /** Replaces a route's answer, e.g. to make it fail. */
  overrides?: Record<string, THandler | Response>;
};

const base = `/api/cognitive-assessment/${ASSESSMENT_ID}`;

/**
 * A small in-memory stand-in for the assessment API of one job (id 7) and one assessment, behind
 * `fetch`, so the modal runs its real calls, phases and delays in tests. Phases advance as the
 * contracts describe the server's.
 */
export function fakeAssessmentServer(options: TFakeOptions = {}) {
  const state = {
    type: 'free' as TAssessmentType,
    status: 'in_progress' as TAssessmentStatus,
    phase: 1,
    questions: [] as TPhase2Question[],
    answeredChallenges: new Set<number>(),
    hasStarted: false,
  };
  const challengeCount = ASSESSMENT.defaultChallengeCount;
  const status = () =>
    makeStatus({ status: state.status, current_phase: state.phase, assessment_type: state.type });
  const questionsResponse = () => ({
    questions: state.questions,
    total: state.questions.length,
    answered: state.questions.filter((question) => question.answered).length,
    remaining: state.questions.filter((question) => !question.answered).length,
    current_phase: state.phase,
  });

  const routes: Record<string, THandler | Response> = {
    'GET /api/analysts': jsonResponse(200, makePersonas()),
    'GET /api/credits/balance': () =>
      jsonResponse(200, {
        paid: options.balance ?? CREDITS.assessmentCost,
        free: 0,
        total: options.balance ?? CREDITS.assessmentCost,
        daily_gift_available: false,
        daily_gift_amount: 1,
        next_gift_at: null,
      }),
    'GET /api/cognitive-assessment/history': () => {
      const items = options.history ?? [];
      return jsonResponse(200, {
        items,
        total: items.length,
        page: 1,
        page_size: 10,
        has_more: false,
      });
    },
    'POST /api/cognitive-assessment/start/7': (call) => {
      const body = call.body as { assessment_type: TAssessmentType; selected_llm_model: string };
      state.type = body.assessment_type;
      state.hasStarted = true;
      const count =
        body.assessment_type === 'free'
          ? ASSESSMENT.phase2QuestionsFree
          : ASSESSMENT.phase2QuestionsCredit;
      state.questions = Array.from({ length: count }, (_, index) =>
        makePhase2Question(index + 1, count),
      );
      return jsonResponse(
        200,
        makeStartResponse({
          assessment_type: body.assessment_type,
          selected_llm_model: body.assessment_type === 'free' ? 'gpt' : 'claude',
        }),
      );
    },
    [`GET ${base}/status`]: () => jsonResponse(200, status()),
    [`GET ${base}/phase1/question1`]: () =>
      jsonResponse(200, {
        question_number: 1,
        question_text: 'What draws you to this job?',
        options: ['The craft', 'The pay'],
        engine: BUILTIN,
      }),
    [`GET ${base}/phase1/question2`]: (call) => {
      const answer = new URL(call.url, 'http://x').searchParams.get('question1_answer');
      return jsonResponse(200, {
        question_number: 2,
        question_text: `You said "${answer}". What would a good day look like?`,
        options: ['Deep focus', 'Teamwork'],
        engine: BUILTIN,
      });
    },
    [`GET ${base}/phase1/question3`]: () =>
      jsonResponse(200, {
        question_number: 3,
        question_text: 'What worries you about it?',
        options: ['Automation', 'Nothing much'],
        engine: BUILTIN,
      }),
    [`POST ${base}/phase1`]: () => {
      state.phase = 2;
      return jsonResponse(200, {
        success: true,
        current_phase: 2,
        phase_complete: true,
        progress_percentage: 20,
      });
    },
    [`GET ${base}/phase2/questions`]: () => jsonResponse(200, questionsResponse()),
    [`POST ${base}/phase2`]: (call) => {
      const body = call.body as { question_id: string; selected_option: string };
      state.questions = state.questions.map((question) =>
        question.id === body.question_id
          ? { ...question, answered: true, selected_option: body.selected_option }
          : question,
      );
      const { answered, remaining, total } = questionsResponse();
      if (remaining === 0) state.phase = 3;
      return jsonResponse(200, {
        success: true,
        current_phase: state.phase,
        phase_complete: remaining === 0,
        progress_percentage: 20 + Math.round((30 * answered) / total),
        question_id: body.question_id,
        answered,
        remaining,
        total,
      });
    },
    [`GET ${base}/phase3`]: () => {
      state.phase = 4;
      return jsonResponse(200, {
        interim_summary: {
          headline: 'A thoughtful start',
          summary: 'You like **depth** over speed.',
          strengths: ['Curiosity'],
          watch_points: ['Patience with routine'],
          category_scores: [],
        },
        current_phase: 4,
        status: 'in_progress',
        engine: BUILTIN,
      });
    },
    [`GET ${base}/phase4/challenges`]: () =>
      jsonResponse(200, {
        mirror_challenges: {
          challenges: Array.from({ length: challengeCount }, (_, index) => ({
            ...makeChallenge(index + 1),
            answered: state.answeredChallenges.has(index + 1),
          })),
        },
        challenge_count: challengeCount,
        answered: state.answeredChallenges.size,
        current_phase: state.phase,
        engine: BUILTIN,
      }),
    [`POST ${base}/phase4`]: (call) => {
      const body = call.body as { challenge_number: number };
      state.answeredChallenges.add(body.challenge_number);
      const answered = state.answeredChallenges.size;
      if (answered >= challengeCount) state.phase = 5;
      return jsonResponse(200, {
        success: true,
        current_phase: state.phase,
        phase_complete: answered >= challengeCount,
        progress_percentage: 65 + Math.round((20 * answered) / challengeCount),
        challenge_number: body.challenge_number,
        answered,
        remaining: challengeCount - answered,
      });
    },
    [`GET ${base}/phase5`]: () => {
      state.status = 'completed';
      return jsonResponse(200, makeReport({ expires_at: null }));
    },
    [`DELETE ${base}`]: () => {
      state.status = 'abandoned';
      return jsonResponse(200, { success: true, status: 'abandoned' });
    },
    ...options.overrides,
  };

  return { ...stubFetch(routes), state };
}
