import { z } from 'zod';
import { ZPageNumber } from '../common/row-id';
import { ZOwnFeedback } from '../analyses/personal-analysis';
import { FEEDBACK } from '../constants';

/** What feedback can be about: a completed CV analysis, industry analysis or job-fit report. */
export const FEEDBACK_SUBJECTS = ['cv_analysis', 'industry_analysis', 'job_fit'] as const;
export const ZFeedbackSubject = z.enum(FEEDBACK_SUBJECTS);
export type TFeedbackSubject = z.infer<typeof ZFeedbackSubject>;

/** POST /feedback (signed in). */
export const ZCreateFeedbackBody = z.object({
  subject: ZFeedbackSubject,
  subject_id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(FEEDBACK.commentMaxLength).default(''),
});
export type TCreateFeedbackBody = z.input<typeof ZCreateFeedbackBody>;

export const ZCreateFeedbackResponse = z.object({
  id: z.number().int(),
  /** Free credits this feedback earned: the first on a completed analysis, twice a UTC day. */
  rewarded_credits: z.number().int().min(0),
  /** Why nothing was earned, when nothing was; in the request's language. */
  reward_note: z.string().nullable(),
  balance: z.object({ paid: z.number().int(), free: z.number().int(), total: z.number().int() }),
});
export type TCreateFeedbackResponse = z.infer<typeof ZCreateFeedbackResponse>;

/** GET /feedback/own: the signed-in user's feedback on one subject, if given. */
export const ZOwnFeedbackQuery = z.object({
  subject: ZFeedbackSubject,
  subject_id: z.uuid(),
});
export type TOwnFeedbackQuery = z.input<typeof ZOwnFeedbackQuery>;

export const ZOwnFeedbackResponse = z.object({ feedback: ZOwnFeedback.nullable() });
export type TOwnFeedbackResponse = z.infer<typeof ZOwnFeedbackResponse>;

/** GET /admin/feedback (admin). */
export const ZAdminFeedbackQuery = z.object({
  subject: ZFeedbackSubject.optional(),
  page: ZPageNumber.default(1),
  page_size: z.coerce.number().int().min(1).max(FEEDBACK.adminPageSizeMax).default(20),
});
export type TAdminFeedbackQuery = z.input<typeof ZAdminFeedbackQuery>;

export const ZAdminFeedbackItem = z.object({
  id: z.number().int(),
  subject: ZFeedbackSubject,
  subject_id: z.uuid(),
  rating: z.number().int(),
  comment: z.string(),
  rewarded_credits: z.number().int(),
  user_id: z.uuid(),
  email: z.string(),
  created_at: z.string(),
});
export type TAdminFeedbackItem = z.infer<typeof ZAdminFeedbackItem>;

export const ZAdminFeedbackResponse = z.object({
  items: z.array(ZAdminFeedbackItem),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
  /** Average rating per subject over all feedback, for the admin's overview. */
  averages: z.array(
    z.object({ subject: ZFeedbackSubject, count: z.number().int(), average: z.number() }),
  ),
});
export type TAdminFeedbackResponse = z.infer<typeof ZAdminFeedbackResponse>;
