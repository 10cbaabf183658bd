import { generateObject } from 'ai';
import type { z } from 'zod';
import type { AnalystModel } from './analyst-models';
import { describeFailure } from './describe-failure';
import { providerBreaker, type CircuitBreaker } from './circuit-breaker';

/** The first try and exactly one retry. */
export const MAX_ATTEMPTS = 2;

/** What the analyst reports about a failed attempt, for the server's log. Never holds a key. */
export interface AttemptFailure {
  label: string;
  attempt: number;
  reason: string;
  willRetry: boolean;
}

export interface ModelCall<T> {
  binding: AnalystModel;
  schema: z.ZodType<T>;
  schemaName: string;
  system: string;
  prompt: string;
  timeoutMs: number;
  signal: AbortSignal | undefined;
  onAttemptFailed: ((failure: AttemptFailure) => void) | undefined;
  /** The provider health to consult and update; the process-wide one by default. */
  breaker?: CircuitBreaker;
}

export type ModelCallResult<T> =
  { ok: true; value: T; attempts: number } | { ok: false; reason: string; attempts: number };

/**
 * One structured-output call with a time limit per attempt and one retry. Provider failures come
 * back as a value, so the caller can fall back to the built-in analyst; the caller's own abort and
 * programming errors are thrown.
 */
export async function callModel<T>(call: ModelCall<T>): Promise<ModelCallResult<T>> {
  const breaker = call.breaker ?? providerBreaker;
  const provider = call.binding.label;
  if (!breaker.allows(provider)) {
    const until = new Date(breaker.pausedUntil(provider) ?? Date.now()).toISOString();
    return { ok: false, reason: `paused after repeated failures until ${until}`, attempts: 0 };
  }
  const result = await attemptModel(call);
  if (result.ok) breaker.succeeded(provider);
  else breaker.failed(provider);
  return result;
}

async function attemptModel<T>(call: ModelCall<T>): Promise<ModelCallResult<T>> {
  for (let attempt = 1; ; attempt += 1) {
    call.signal?.throwIfAborted();
    const timeout = AbortSignal.timeout(call.timeoutMs);
    try {
      const { object } = await generateObject({
        model: call.binding.model,
        schema: call.schema,
        schemaName: call.schemaName,
        system: call.system,
        prompt: call.prompt,
        // The SDK's own retries skip invalid JSON and schema mismatches; ours cover every failure.
        maxRetries: 0,
        abortSignal: call.signal ? AbortSignal.any([call.signal, timeout]) : timeout,
      });
      return { ok: true, value: object, attempts: attempt };
    } catch (error) {
      if (call.signal?.aborted) throw call.signal.reason;
      const failure = timeout.aborted
        ? // A provider that hung once will most likely hang again: no second wait.
          { reason: `timed out after ${call.timeoutMs} ms`, isRetryable: false }
        : describeFailure(error);
      if (!failure) throw error;
      const willRetry = failure.isRetryable && attempt < MAX_ATTEMPTS;
      call.onAttemptFailed?.({
        label: call.binding.label,
        attempt,
        reason: failure.reason,
        willRetry,
      });
      if (!willRetry) return { ok: false, reason: failure.reason, attempts: attempt };
    }
  }
}
