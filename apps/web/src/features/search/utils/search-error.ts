import { isApiError, type ApiError } from '../../../shared/api/api-error';
import { i18n } from '../../../shared/i18n/i18n';

/** The search error types (spec 000 section 8); each has a title and a suggestion of its own. */
export const SEARCH_ERROR_TYPES = [
  'not_job_related',
  'too_vague',
  'inappropriate_content',
  'network_error',
  'timeout_error',
  'rate_limit_error',
  'validation_error',
  'server_error',
  'websocket_error',
  'task_not_found',
  'empty_query',
  'invalid_input',
  'general',
] as const;
export type TSearchErrorType = (typeof SEARCH_ERROR_TYPES)[number];

export type TSearchError = {
  type: TSearchErrorType;
  message: string;
  /** The server's own suggestion; the dialog falls back to the type's suggestion. */
  suggestion: string | null;
  /** Better searches the server proposes (too_vague). */
  examples: string[];
};

export function isSearchErrorType(value: unknown): value is TSearchErrorType {
  return typeof value === 'string' && (SEARCH_ERROR_TYPES as readonly string[]).includes(value);
}

function searchError(type: TSearchErrorType, message: string, error?: ApiError): TSearchError {
  return { type, message, suggestion: error?.suggestion ?? null, examples: error?.examples ?? [] };
}

/**
 * The server's own message, if it sent one. The API client fills in a generic text when a failed
 * response has no JSON body; that is not the server talking, so it does not count.
 */
function serverDetail(error: ApiError): string | null {
  const detail = error.detail.trim();
  return detail === '' || detail === i18n.t('common.errors.generic') ? null : detail;
}

/** A failed search request as the search status mapping table says (spec 000 section 8). */
export function searchErrorFromFailure(error: unknown): TSearchError {
  const t = i18n.t;
  if (!isApiError(error)) return searchError('network_error', t('search.errors.networkError'));
  const detail = serverDetail(error);
  switch (error.status) {
    case 0:
      // The request went out but nothing came back (offline, or our own 180 s timeout).
      return searchError(
        error.errorType === 'timeout_error' ? 'timeout_error' : 'network_error',
        t('search.errors.noResponse'),
      );
    case 429:
      return searchError('rate_limit_error', detail ?? t('search.errors.tooManySearches'));
    case 408:
      return searchError('timeout_error', t('search.errors.searchTimeout'));
    case 400:
    case 422: {
      if (error.errorType) {
        const type = isSearchErrorType(error.errorType) ? error.errorType : 'validation_error';
        return searchError(type, detail ?? t('search.errors.invalidQuery'), error);
      }
      return searchError('validation_error', detail ?? t('search.errors.invalidQuery'), error);
    }
    case 500:
      return searchError('server_error', t('search.errors.serverError'));
    case 404:
      return searchError('server_error', t('search.errors.resourceNotFound'));
    default:
      return searchError('network_error', t('search.errors.networkError'));
  }
}

export function emptyQueryError(): TSearchError {
  return searchError('empty_query', i18n.t('search.errors.emptyQuery'));
}

/** A 200 answer without a usable search result. */
export function noSearchDataError(): TSearchError {
  return searchError('general', i18n.t('search.errors.noSearchData'));
}

/** A failed task status check: the server's message, else task_status_error (spec 000 section 8). */
export function taskStatusMessage(error: unknown): string {
  const detail = isApiError(error) ? serverDetail(error) : null;
  return detail ?? i18n.t('search.errors.taskStatus');
}
