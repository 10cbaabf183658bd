import { z } from 'zod';
import { ZLanguage } from '../common/language';
import { ZPageNumber } from '../common/row-id';
import { PERSONAL_ANALYSIS } from '../constants';

/**
 * What CV and industry analyses share (DESIGN.md section 8): a request answered at once with an
 * id, work on the queue with statuses pending → processing → completed | failed, free or credit
 * mode, free results readable for 24 hours.
 */
export const PERSONAL_ANALYSIS_KINDS = ['cv', 'industry'] as const;
export const ZPersonalAnalysisKind = z.enum(PERSONAL_ANALYSIS_KINDS);
export type TPersonalAnalysisKind = z.infer<typeof ZPersonalAnalysisKind>;

export const PERSONAL_ANALYSIS_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export const ZPersonalAnalysisStatus = z.enum(PERSONAL_ANALYSIS_STATUSES);
export type TPersonalAnalysisStatus = z.infer<typeof ZPersonalAnalysisStatus>;

export const PERSONAL_ANALYSIS_MODES = ['free', 'credit'] as const;
export const ZPersonalAnalysisMode = z.enum(PERSONAL_ANALYSIS_MODES);
export type TPersonalAnalysisMode = z.infer<typeof ZPersonalAnalysisMode>;

export const ZAnalysisIdParams = z.object({ id: z.uuid() });
export type TAnalysisIdParams = z.infer<typeof ZAnalysisIdParams>;

export const ZAnalysisHistoryQuery = z.object({
  page: ZPageNumber.default(1),
  page_size: z.coerce.number().int().min(1).max(PERSONAL_ANALYSIS.historyPageSizeMax).default(10),
});
export type TAnalysisHistoryQuery = z.input<typeof ZAnalysisHistoryQuery>;

/**
 * GET /{kind}-analysis/{id}: the result reads in the language the analysis was made in, whatever
 * the request's Accept-Language; `lang` asks for it worded in the other one.
 */
export const ZAnalysisReadQuery = z.object({ lang: ZLanguage.optional() });
export type TAnalysisReadQuery = z.infer<typeof ZAnalysisReadQuery>;

/** POST answers at once; the work runs on the queue. */
export const ZStartAnalysisResponse = z.object({
  id: z.uuid(),
  status: ZPersonalAnalysisStatus,
});
export type TStartAnalysisResponse = z.infer<typeof ZStartAnalysisResponse>;

/** GET /{kind}-analysis/allowance: what the start page offers before anything is sent. */
export const ZAnalysisAllowance = z.object({
  /** Free mode is once per user, kind and UTC day. */
  free_available: z.boolean(),
  /** When today's used free analysis comes back (next UTC midnight); null while available. */
  next_free_at: z.string().nullable(),
  credit_cost: z.number().int(),
});
export type TAnalysisAllowance = z.infer<typeof ZAnalysisAllowance>;

export const ZDeleteAnalysisResponse = z.object({ deleted: z.literal(true) });
export type TDeleteAnalysisResponse = z.infer<typeof ZDeleteAnalysisResponse>;

/** The steps an analysis reports on its way, in order. */
export const ANALYSIS_STAGES = [
  'queued',
  'reading',
  'matching',
  'ranking',
  'writing',
  'saving',
  'done',
  'failed',
] as const;
export const ZAnalysisStage = z.enum(ANALYSIS_STAGES);
export type TAnalysisStage = z.infer<typeof ZAnalysisStage>;

/** The user's own feedback on the analysis, when given. */
export const ZOwnFeedback = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  created_at: z.string(),
  rewarded_credits: z.number().int().min(0),
});
export type TOwnFeedback = z.infer<typeof ZOwnFeedback>;
