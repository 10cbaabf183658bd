import type { TEngine } from '@irreplaceable/contracts/analysis/analysts';
import type {
  TAssessmentHistoryItem,
  TAssessmentStatusResponse,
  TChallenge,
  TPhase2Question,
  TPhase5Response,
  TStartAssessmentResponse,
} from '@irreplaceable/contracts/assessments/assessment';
import {
  ASSESSMENT_CATEGORIES,
  ASSESSMENT_CATEGORY_NAMES,
} from '@irreplaceable/contracts/assessments/categories';

export const ASSESSMENT_ID = '0b9f5c1e-2f6a-4c1d-9a51-6d2f3e4a5b6c';
export const OTHER_ASSESSMENT_ID = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
export const BUILTIN: TEngine = {
  kind: 'builtin',
  label: 'Built-in analyst',
  fallback_reason: null,
};

export function makeStartResponse(
  overrides: Partial<TStartAssessmentResponse> = {},
): TStartAssessmentResponse {
  return {
    success: true,
    assessment_id: ASSESSMENT_ID,
    existing_assessment_id: null,
    assessment_type: 'free',
    selected_llm_model: 'gpt',
    job_language: 'en',
    credits_charged: 0,
    message: 'Started',
    ...overrides,
  };
}

export function makeStatus(
  overrides: Partial<TAssessmentStatusResponse> = {},
): TAssessmentStatusResponse {
  return {
    id: ASSESSMENT_ID,
    job_id: 7,
    job_title: 'Software Engineer',
    status: 'in_progress',
    current_phase: 1,
    can_continue: true,
    assessment_type: 'free',
    selected_llm_model: 'gpt',
    job_language: 'en',
    progress_percentage: 20,
    started_at: '2025-11-20T10:00:00.000Z',
    completed_at: null,
    expires_at: '2025-11-21T10:00:00.000Z',
    engine: BUILTIN,
    ...overrides,
  };
}

export function makePhase2Question(order: number, total: number): TPhase2Question {
  const category = ASSESSMENT_CATEGORIES[(order - 1) % ASSESSMENT_CATEGORIES.length]!;
  return {
    id: `q${order}`,
    category,
    category_name: ASSESSMENT_CATEGORY_NAMES[category].en,
    question_text: `Structured question ${order}?`,
    options: [
      { id: 'a', text: `Option A of ${order}` },
      { id: 'b', text: `Option B of ${order}` },
      { id: 'c', text: `Option C of ${order}` },
    ],
    question_order: order,
    total,
    remaining: total - order + 1,
    answered: false,
    selected_option: null,
  };
}

export function makeChallenge(number: number): TChallenge {
  return {
    challenge_number: number,
    title: `Challenge title ${number}`,
    challenge_text: `Challenge text ${number}`,
    choices: [
      { id: 'x', text: `Choice X of ${number}` },
      { id: 'y', text: `Choice Y of ${number}` },
    ],
    follow_up: `Why that choice (${number})?`,
    require_supplementary: false,
  };
}

export function makeReport(overrides: Partial<TPhase5Response> = {}): TPhase5Response {
  return {
    report_5a: {
      cognitive_personal_reflection: 'You are **curious** and steady.',
      headline: 'A builder who likes hard problems',
    },
    report_5b: {
      what_you_need: 'You need *room to learn*.',
      next_steps: ['Ship a small project', 'Ask for code reviews'],
    },
    category_scores: ASSESSMENT_CATEGORIES.map((category, index) => ({
      category,
      name: ASSESSMENT_CATEGORY_NAMES[category].en,
      score: 40 + index * 5,
      answered: 1,
    })),
    fit_score: 72,
    assessment_id: ASSESSMENT_ID,
    assessment_summary: {
      assessment_type: 'free',
      job_id: 7,
      job_title: 'Software Engineer',
      selected_llm_model: 'gpt',
      completion_time: 725,
      generated_at: '2025-11-20T10:12:05.000Z',
      phase2_questions: 5,
      challenges: 3,
    },
    generated_at: '2025-11-20T10:12:05.000Z',
    job_language: 'en',
    report_language: 'en',
    engine: BUILTIN,
    expires_at: '2025-11-21T10:12:05.000Z',
    ...overrides,
  };
}

export function makeHistoryItem(
  overrides: Partial<TAssessmentHistoryItem> = {},
): TAssessmentHistoryItem {
  return {
    id: ASSESSMENT_ID,
    job_id: 7,
    job_title: 'Software Engineer',
    assessment_type: 'free',
    started_at: new Date().toISOString(),
    completed_at: null,
    status: 'in_progress',
    current_phase: 2,
    can_continue: true,
    can_view_result: false,
    expired: false,
    selected_llm_model: 'gpt',
    job_language: 'en',
    fit_score: null,
    ...overrides,
  };
}
