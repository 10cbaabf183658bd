import type { ErrorCode } from '@irreplaceable/contracts/common/error-codes';
import type { Language } from '@irreplaceable/contracts/constants';

/** One field of the request to fix: its dotted path and what is wrong, in both languages. */
export interface FieldProblem {
  path: string;
  message: Record<Language, string>;
}

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation_error: 422,
  invalid_input: 400,
  control_characters: 400,
  unauthorized: 401,
  token_expired: 401,
  invalid_refresh_token: 401,
  forbidden: 403,
  not_admin: 403,
  not_found: 404,
  conflict: 409,
  username_taken: 409,
  username_reserved: 422,
  rate_limited: 429,
  otp_cooldown: 429,
  otp_invalid: 400,
  otp_expired: 400,
  otp_too_many_attempts: 429,
  oauth_not_configured: 503,
  oauth_state_invalid: 400,
  oauth_failed: 400,
  oauth_email_missing: 400,
  payload_too_large: 413,
  empty_query: 400,
  too_vague: 400,
  not_job_related: 400,
  inappropriate_content: 400,
  too_many_searches: 429,
  task_not_found: 404,
  comment_cooldown: 429,
  comment_rejected: 403,
  comment_self_mention: 422,
  unsupported_media_type: 415,
  insufficient_credit: 403,
  daily_gift_claimed: 409,
  assessment_in_progress: 409,
  assessment_wrong_phase: 409,
  assessment_expired: 410,
  assessment_closed: 409,
  assessment_start_failed: 503,
  cv_empty: 422,
  not_a_cv: 422,
  file_type_unsupported: 415,
  pdf_no_text: 422,
  file_encrypted: 422,
  file_corrupt: 422,
  file_too_complex: 422,
  free_analysis_used: 429,
  analysis_expired: 410,
  analysis_not_ready: 409,
  feedback_not_allowed: 409,
  feedback_exists: 409,
  cv_incomplete: 422,
  cv_photo_unreadable: 422,
  cv_too_long: 422,
  cv_too_complex: 422,
  cv_unsupported_characters: 422,
  paid_credit_required: 403,
  cv_generation_limit: 429,
  not_an_industry: 400,
  job_not_recognised: 400,
  payments_unavailable: 503,
  payment_provider_failed: 502,
  webhook_signature_invalid: 400,
  server_error: 500,
  service_unavailable: 503,
  server_busy: 503,
  work_busy_user: 429,
};

/** An error a user may see: a stable code, its HTTP status, and parameters for the message. */
export class AppError extends Error {
  readonly statusCode: number;

  /** Help shown with the error: a suggestion and example queries, already in the right language. */
  readonly suggestion: string | undefined;
  readonly examples: string[] | undefined;
  /** Parts of the input to change (the sections of a CV too long to export). */
  readonly sections: string[] | undefined;
  /** The fields to fix, named as data as well as in the sentence. */
  readonly fields: FieldProblem[] | undefined;
  /** When to ask again, sent as Retry-After (a busy server, a person's share in use). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    options: {
      status?: number;
      cause?: unknown;
      suggestion?: string;
      examples?: string[];
      sections?: string[];
      fields?: FieldProblem[];
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = options.status ?? STATUS_BY_CODE[code];
    this.suggestion = options.suggestion;
    this.examples = options.examples;
    this.sections = options.sections;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
