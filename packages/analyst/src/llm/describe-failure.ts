import {
  APICallError,
  EmptyResponseBodyError,
  InvalidResponseDataError,
  JSONParseError,
  LoadAPIKeyError,
  NoContentGeneratedError,
  NoObjectGeneratedError,
  RetryError,
  TypeValidationError,
} from 'ai';

/** A provider failure in our own words: the reasons are shown on the page, so they never carry a provider's message (which can echo a key). */
export interface ProviderFailure {
  reason: string;
  /** Worth one more attempt: the same request may well succeed a moment later. */
  isRetryable: boolean;
  /** How long the provider asked us to wait before asking again (429 and 503 Retry-After). */
  retryAfterMs?: number;
}

/**
 * A Retry-After header in milliseconds: delta-seconds or an HTTP date (RFC 9110, 10.2.3), or
 * OpenAI's retry-after-ms, which is more precise when present. Undefined when absent or unreadable.
 */
export function retryAfterMs(
  headers: Record<string, string | undefined> | undefined,
  now = Date.now(),
): number | undefined {
  const precise = Number(headers?.['retry-after-ms']);
  if (headers?.['retry-after-ms'] && Number.isFinite(precise) && precise >= 0) return precise;
  const value = headers?.['retry-after']?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function describeStatus(
  status: number | undefined,
  headers?: Record<string, string | undefined>,
): ProviderFailure {
  if (status === undefined) return { reason: 'network error', isRetryable: true };
  // A 2xx whose body the SDK could not read is as transient as invalid JSON.
  if (status < 300) return { reason: 'malformed response', isRetryable: true };
  const isRetryable = status === 408 || status === 409 || status === 429 || status >= 500;
  const wait = status === 429 || status === 503 ? retryAfterMs(headers) : undefined;
  return {
    reason: `HTTP ${status}`,
    isRetryable,
    ...(wait === undefined ? {} : { retryAfterMs: wait }),
  };
}

/**
 * Classifies an error thrown by a model call. Returns null for anything that is not the provider's
 * fault (a bug in our code, an invalid argument), which the caller rethrows.
 */
export function describeFailure(error: unknown): ProviderFailure | null {
  if (RetryError.isInstance(error)) return describeFailure(error.lastError);
  if (APICallError.isInstance(error)) {
    return describeStatus(error.statusCode, error.responseHeaders);
  }
  if (NoObjectGeneratedError.isInstance(error)) {
    if (JSONParseError.isInstance(error.cause))
      return { reason: 'invalid JSON', isRetryable: true };
    if (TypeValidationError.isInstance(error.cause)) {
      return { reason: 'answer did not match the schema', isRetryable: true };
    }
    return { reason: 'no structured answer', isRetryable: true };
  }
  if (JSONParseError.isInstance(error)) return { reason: 'invalid JSON', isRetryable: true };
  if (TypeValidationError.isInstance(error)) {
    return { reason: 'answer did not match the schema', isRetryable: true };
  }
  if (
    InvalidResponseDataError.isInstance(error) ||
    EmptyResponseBodyError.isInstance(error) ||
    NoContentGeneratedError.isInstance(error)
  ) {
    return { reason: 'malformed response', isRetryable: true };
  }
  if (LoadAPIKeyError.isInstance(error)) return { reason: 'missing API key', isRetryable: false };
  // undici's "fetch failed" when the SDK did not wrap it (a connection reset mid-body).
  if (error instanceof TypeError && /fetch failed|terminated/i.test(error.message)) {
    return { reason: 'network error', isRetryable: true };
  }
  return null;
}
