/**
 * Stable error codes carried as `error_type` in every error response. The server maps each to an
 * HTTP status and a message in English and Chinese; the web app may show its own text per code.
 */
export const ERROR_CODES = [
  'validation_error',
  'invalid_input',
  'unauthorized',
  'token_expired',
  'invalid_refresh_token',
  'forbidden',
  'not_admin',
  'not_found',
  'conflict',
  'rate_limited',
  'otp_cooldown',
  'otp_invalid',
  'otp_expired',
  'otp_too_many_attempts',
  'oauth_not_configured',
  'oauth_state_invalid',
  'oauth_failed',
  'oauth_email_missing',
  'payload_too_large',
  'empty_query',
  'too_vague',
  'not_job_related',
  'inappropriate_content',
  'too_many_searches',
  'task_not_found',
  'comment_cooldown',
  'comment_rejected',
  'comment_self_mention',
  'unsupported_media_type',
  'server_error',
  'service_unavailable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
