import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TErrorResponse } from '@irreplaceable/contracts/common/error-response';
import type { Language } from '@irreplaceable/contracts/constants';
import { languageFromHeader } from '@irreplaceable/contracts/common/language';
import { AppError } from './app-error';
import { ERROR_MESSAGES, FIELD_NAMES, VALIDATION_REASONS, fillTemplate } from './messages';

export function errorBody(error: AppError, language: Language): TErrorResponse {
  const params =
    error.retryAfterSeconds === undefined
      ? error.params
      : { seconds: error.retryAfterSeconds, ...error.params };
  return {
    detail: fillTemplate(ERROR_MESSAGES[error.code][language], params),
    error_type: error.code,
    ...(error.suggestion !== undefined && { suggestion: error.suggestion }),
    ...(error.examples !== undefined && { examples: error.examples }),
    ...(error.sections !== undefined && { sections: error.sections }),
    ...(error.fields !== undefined && {
      fields: error.fields.map(({ path, message }) => ({ path, message: message[language] })),
    }),
  };
}

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** The sentence for one invalid field: its reason where one is known, else the field named. */
function issueMessage(issue: ValidationIssue | undefined, language: Language): string {
  // The last named step of the path: `/cv/work/0/highlights/2` names `highlights`.
  const field = String(issue?.instancePath ?? '')
    .split('/')
    .filter((step) => step && !/^\d+$/.test(step))
    .pop();
  const reason = issue?.message ? VALIDATION_REASONS[issue.message] : undefined;
  const fieldName = field ? (FIELD_NAMES[field]?.[language] ?? field) : undefined;
  return (
    reason?.[language] ??
    (fieldName
      ? fillTemplate(ERROR_MESSAGES.validation_error[language], { field: fieldName })
      : ERROR_MESSAGES.invalid_input[language])
  );
}

function validationBody(error: FastifyError, language: Language): TErrorResponse {
  const issues = error.validation ?? [];
  const fields = new Map<string, string>();
  for (const issue of issues) {
    const path = String(issue.instancePath ?? '')
      .split('/')
      .filter(Boolean)
      .join('.');
    if (path && !fields.has(path)) fields.set(path, issueMessage(issue, language));
  }
  return {
    detail: issueMessage(issues[0], language),
    error_type: 'validation_error',
    ...(fields.size > 0 && {
      fields: [...fields].map(([path, message]) => ({ path, message })),
    }),
  };
}

/** Maps framework errors onto the product's error codes, so every answer has one shape. */
function fromFrameworkError(error: FastifyError): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('payload_too_large');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('invalid_input', {}, { status: 400 });
    default:
      break;
  }
  if (error.statusCode === 429) return new AppError('rate_limited');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('invalid_input', {}, { status: error.statusCode });
  }
  return undefined;
}

/**
 * Errors the router raises before any hook runs (a malformed percent escape, an over-long path
 * parameter): answered in the same shape and language as every other error, not Fastify's own.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const appError = new AppError('invalid_input', {}, { status: error.statusCode ?? 400 });
  const language = languageFromHeader(request.headers['accept-language']);
  void reply.status(appError.statusCode).send(errorBody(appError, language));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = request.language;
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(422).send(validationBody(error, language));
    }
    const appError = error instanceof AppError ? error : fromFrameworkError(error);
    if (appError?.retryAfterSeconds !== undefined) {
      void reply.header('retry-after', String(appError.retryAfterSeconds));
    }
    // A busy server refusing work is a planned answer, not a failure to log.
    if (appError && (appError.statusCode < 500 || appError.code === 'server_busy')) {
      return reply.status(appError.statusCode).send(errorBody(appError, language));
    }
    request.log.error({ err: error }, 'request failed');
    const serverError = appError ?? new AppError('server_error');
    return reply.status(serverError.statusCode).send(errorBody(serverError, language));
  });
}
