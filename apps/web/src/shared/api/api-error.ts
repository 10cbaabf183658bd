import type { TErrorResponse } from '@irreplaceable/contracts/common/error-response';

type TApiErrorInit = {
  status: number;
  detail: string;
  errorType?: string | null;
  suggestion?: string | null;
  examples?: string[];
};

/** Every failed call, as one typed value: the server's error body, or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly errorType: string | null;
  readonly suggestion: string | null;
  readonly examples: string[];

  constructor(init: TApiErrorInit) {
    super(init.detail);
    this.name = 'ApiError';
    this.status = init.status;
    this.detail = init.detail;
    this.errorType = init.errorType ?? null;
    this.suggestion = init.suggestion ?? null;
    this.examples = init.examples ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's message for an error, when there is one worth showing. */
export function serverMessage(error: unknown): string | null {
  return isApiError(error) && error.detail.trim() !== '' ? error.detail : null;
}

function isErrorBody(value: unknown): value is TErrorResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { detail?: unknown }).detail === 'string'
  );
}

/** Builds the ApiError for a non-2xx response; `fallback` is used when the body has no detail. */
export async function apiErrorFromResponse(
  response: Response,
  fallback: string,
): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy error page, an empty body): fall back to the generic message.
  }
  if (!isErrorBody(body)) return new ApiError({ status: response.status, detail: fallback });
  return new ApiError({
    status: response.status,
    detail: body.detail,
    errorType: body.error_type ?? null,
    suggestion: body.suggestion ?? null,
    examples: body.examples ?? [],
  });
}
