import { z } from 'zod';
import { ZRowIdParam, ZPageNumber } from '../common/row-id';
import { ZAnalystId, ZEngine } from '../analysis/analysts';
import { ASSESSMENT } from '../constants';
import { ZLanguage } from '../common/language';
import { ZAssessmentCategory, ZCategoryScore } from './categories';

export const ASSESSMENT_TYPES = ['free', 'credit'] as const;
export const ZAssessmentType = z.enum(ASSESSMENT_TYPES);
export type TAssessmentType = z.infer<typeof ZAssessmentType>;

/** `failed`: the engine could not begin; a credit start was refunded. */
export const ASSESSMENT_STATUSES = [
  'pending',
  'in_progress',
  'completed',
  'abandoned',
  'failed',
] as const;
export const ZAssessmentStatus = z.enum(ASSESSMENT_STATUSES);
export type TAssessmentStatus = z.infer<typeof ZAssessmentStatus>;

export const ZAssessmentPhase = z.number().int().min(1).max(5);

export const ZAssessmentIdParams = z.object({ id: z.uuid() });
export const ZStartAssessmentParams = z.object({ jobId: ZRowIdParam });

/** POST /cognitive-assessment/start/{jobId}. Free mode always runs with gpt. */
export const ZStartAssessmentBody = z.object({
  assessment_type: ZAssessmentType,
  selected_llm_model: z
    .string()
    .transform((value) => (value === 'anthropic' ? 'claude' : value))
    .pipe(ZAnalystId)
    .default('gpt'),
});
export type TStartAssessmentBody = z.input<typeof ZStartAssessmentBody>;

/**
 * `success` false with `existing_assessment_id`: the caller already has an assessment of this job
 * in progress in the same mode, and should continue that one (nothing was charged).
 */
export const ZStartAssessmentResponse = z.object({
  success: z.boolean(),
  assessment_id: z.uuid(),
  existing_assessment_id: z.uuid().nullable(),
  assessment_type: ZAssessmentType,
  selected_llm_model: ZAnalystId,
  job_language: ZLanguage,
  credits_charged: z.number().int().min(0),
  message: z.string(),
});
export type TStartAssessmentResponse = z.infer<typeof ZStartAssessmentResponse>;

/** Progress by the spec's phase weights (spec 001 section 4). */
export const ZAssessmentStatusResponse = z.object({
  id: z.uuid(),
  job_id: z.number().int(),
  job_title: z.string(),
  status: ZAssessmentStatus,
  current_phase: ZAssessmentPhase,
  can_continue: z.boolean(),
  assessment_type: ZAssessmentType,
  selected_llm_model: ZAnalystId,
  job_language: ZLanguage,
  progress_percentage: z.number().int().min(0).max(100),
  started_at: z.string(),
  completed_at: z.string().nullable(),
  /** For a free assessment: when its result stops being viewable. */
  expires_at: z.string().nullable(),
  engine: ZEngine,
});
export type TAssessmentStatusResponse = z.infer<typeof ZAssessmentStatusResponse>;

// ---- Phase 1: intent capture ------------------------------------------------------------------

export const ZPhase1Question = z.object({
  question_number: z.number().int().min(1).max(ASSESSMENT.phase1Questions),
  question_text: z.string(),
  /** Quick answers the user may pick; a written answer is always accepted. */
  options: z.array(z.string()),
  engine: ZEngine,
});
export type TPhase1Question = z.infer<typeof ZPhase1Question>;

const phase1Answer = z.string().trim().min(1).max(ASSESSMENT.phase1AnswerMaxLength);

export const ZPhase1Question2Query = z.object({ question1_answer: phase1Answer });
export const ZPhase1Question3Query = z.object({
  question1_answer: phase1Answer,
  question2_answer: phase1Answer,
});

export const ZPhase1Body = z.object({
  question_1_answer: phase1Answer,
  question_2_answer: phase1Answer,
  question_3_answer: phase1Answer,
});
export type TPhase1Body = z.infer<typeof ZPhase1Body>;

export const ZPhaseSubmitResponse = z.object({
  success: z.literal(true),
  current_phase: ZAssessmentPhase,
  phase_complete: z.boolean(),
  progress_percentage: z.number().int().min(0).max(100),
});
export type TPhaseSubmitResponse = z.infer<typeof ZPhaseSubmitResponse>;

// ---- Phase 2: structured questions ------------------------------------------------------------

export const ZPhase2Option = z.object({ id: z.string(), text: z.string() });

export const ZPhase2Question = z.object({
  id: z.string(),
  category: ZAssessmentCategory,
  category_name: z.string(),
  question_text: z.string(),
  options: z.array(ZPhase2Option).min(2),
  question_order: z.number().int().min(1),
  total: z.number().int().min(1),
  remaining: z.number().int().min(0),
  answered: z.boolean(),
  selected_option: z.string().nullable(),
});
export type TPhase2Question = z.infer<typeof ZPhase2Question>;

export const ZPhase2QuestionsResponse = z.object({
  questions: z.array(ZPhase2Question),
  total: z.number().int(),
  answered: z.number().int(),
  remaining: z.number().int(),
  current_phase: ZAssessmentPhase,
});
export type TPhase2QuestionsResponse = z.infer<typeof ZPhase2QuestionsResponse>;

export const ZPhase2Body = z.object({
  question_id: z.string().min(1).max(64),
  selected_option: z.string().min(1).max(16),
});
export type TPhase2Body = z.infer<typeof ZPhase2Body>;

export const ZPhase2SubmitResponse = ZPhaseSubmitResponse.extend({
  question_id: z.string(),
  answered: z.number().int(),
  remaining: z.number().int(),
  total: z.number().int(),
});
export type TPhase2SubmitResponse = z.infer<typeof ZPhase2SubmitResponse>;

// ---- Phase 3: interim summary -----------------------------------------------------------------

export const ZInterimSummary = z.object({
  headline: z.string(),
  /** Markdown. */
  summary: z.string(),
  strengths: z.array(z.string()),
  watch_points: z.array(z.string()),
  category_scores: z.array(ZCategoryScore),
});
export type TInterimSummary = z.infer<typeof ZInterimSummary>;

export const ZPhase3Response = z.object({
  interim_summary: ZInterimSummary,
  current_phase: ZAssessmentPhase,
  status: ZAssessmentStatus,
  engine: ZEngine,
});
export type TPhase3Response = z.infer<typeof ZPhase3Response>;

// ---- Phase 4: reflection challenges -----------------------------------------------------------

export const ZChallengeChoice = z.object({ id: z.string(), text: z.string() });

export const ZChallenge = z.object({
  challenge_number: z.number().int().min(1),
  title: z.string(),
  challenge_text: z.string(),
  choices: z.array(ZChallengeChoice).min(2),
  /** The prompt above the optional written follow-up. */
  follow_up: z.string(),
  require_supplementary: z.boolean(),
});
export type TChallenge = z.infer<typeof ZChallenge>;

export const ZChallengeSet = z.object({ challenges: z.array(ZChallenge).min(1) });
export type TChallengeSet = z.infer<typeof ZChallengeSet>;

export const ZPhase4ChallengesResponse = z.object({
  mirror_challenges: z.object({
    challenges: z.array(ZChallenge.extend({ answered: z.boolean() })),
  }),
  challenge_count: z.number().int().min(1),
  answered: z.number().int().min(0),
  current_phase: ZAssessmentPhase,
  engine: ZEngine,
});
export type TPhase4ChallengesResponse = z.infer<typeof ZPhase4ChallengesResponse>;

export const ZPhase4Body = z.object({
  challenge_number: z.number().int().min(1),
  /** The id of the chosen choice. */
  user_reflection: z.string().min(1).max(16),
  additional_thoughts: z.string().trim().max(ASSESSMENT.followUpMaxLength).default(''),
});
export type TPhase4Body = z.input<typeof ZPhase4Body>;

export const ZPhase4SubmitResponse = ZPhaseSubmitResponse.extend({
  challenge_number: z.number().int(),
  answered: z.number().int(),
  remaining: z.number().int(),
});
export type TPhase4SubmitResponse = z.infer<typeof ZPhase4SubmitResponse>;

// ---- Phase 5: final report --------------------------------------------------------------------

export const ZFinalReport = z.object({
  report_5a: z.object({
    /** Markdown: who you are, citing the user's own answers. */
    cognitive_personal_reflection: z.string(),
    headline: z.string(),
  }),
  report_5b: z.object({
    /** Markdown: what you need for this job. */
    what_you_need: z.string(),
    next_steps: z.array(z.string()),
  }),
  category_scores: z.array(ZCategoryScore).length(8),
  /** 0 to 100: the weighted fit of the scores to this job. */
  fit_score: z.number().int().min(0).max(100),
});
export type TFinalReport = z.infer<typeof ZFinalReport>;

export const ZAssessmentSummary = z.object({
  assessment_type: ZAssessmentType,
  job_id: z.number().int(),
  job_title: z.string(),
  selected_llm_model: ZAnalystId,
  /** Seconds from start to the report. */
  completion_time: z.number().int().min(0),
  generated_at: z.string(),
  phase2_questions: z.number().int(),
  challenges: z.number().int(),
});

export const ZPhase5Response = ZFinalReport.extend({
  assessment_id: z.uuid(),
  assessment_summary: ZAssessmentSummary,
  generated_at: z.string(),
  job_language: ZLanguage,
  /**
   * The language of the report's text. The built-in analyst's report is worded for each reader
   * (the request's Accept-Language); a model's stays in the language it wrote, the job language.
   */
  report_language: ZLanguage,
  engine: ZEngine,
  expires_at: z.string().nullable(),
});
export type TPhase5Response = z.infer<typeof ZPhase5Response>;

// ---- Abandon and history ----------------------------------------------------------------------

export const ZAbandonResponse = z.object({
  success: z.literal(true),
  status: ZAssessmentStatus,
});

export const ZAssessmentHistoryQuery = z.object({
  page: ZPageNumber.default(1),
  page_size: z.coerce.number().int().min(1).max(ASSESSMENT.historyPageSizeMax).default(10),
  job_id: ZRowIdParam.optional(),
});
export type TAssessmentHistoryQuery = z.input<typeof ZAssessmentHistoryQuery>;

export const ZAssessmentHistoryItem = z.object({
  id: z.uuid(),
  job_id: z.number().int(),
  job_title: z.string(),
  assessment_type: ZAssessmentType,
  started_at: z.string(),
  completed_at: z.string().nullable(),
  status: ZAssessmentStatus,
  current_phase: ZAssessmentPhase,
  can_continue: z.boolean(),
  /** False for a free result older than 24 h, or any assessment without a report. */
  can_view_result: z.boolean(),
  expired: z.boolean(),
  selected_llm_model: ZAnalystId,
  job_language: ZLanguage,
  fit_score: z.number().int().nullable(),
});
export type TAssessmentHistoryItem = z.infer<typeof ZAssessmentHistoryItem>;

export const ZAssessmentHistoryResponse = z.object({
  items: z.array(ZAssessmentHistoryItem),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
});
export type TAssessmentHistoryResponse = z.infer<typeof ZAssessmentHistoryResponse>;
