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
  /**
   * The whole call's budget in milliseconds, attempts and waits included: each attempt gets what
   * is left of it (at most `timeoutMs`), and no retry starts once it is spent. Without it, the
   * budget is `timeoutMs` per attempt, and a Retry-After longer than `timeoutMs` ends the call.
   */
  budgetMs?: number;
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

/** Waits `ms`, or less if the caller gives up first (then throws the caller's reason). */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

async function attemptModel<T>(call: ModelCall<T>): Promise<ModelCallResult<T>> {
  const deadline = call.budgetMs === undefined ? undefined : Date.now() + call.budgetMs;
  const left = () => (deadline === undefined ? call.timeoutMs : deadline - Date.now());
  for (let attempt = 1; ; attempt += 1) {
    call.signal?.throwIfAborted();
    const limitMs = Math.max(1, Math.min(call.timeoutMs, left()));
    const timeout = AbortSignal.timeout(limitMs);
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
          { reason: `timed out after ${limitMs} ms`, isRetryable: false }
        : describeFailure(error);
      if (!failure) throw error;
      const waitMs = 'retryAfterMs' in failure ? (failure.retryAfterMs ?? 0) : 0;
      // The provider's Retry-After is honoured; a wait past the budget means the built-in text now.
      const willRetry =
        failure.isRetryable && attempt < MAX_ATTEMPTS && waitMs < left() && left() > 0;
      call.onAttemptFailed?.({
        label: call.binding.label,
        attempt,
        reason: failure.reason,
        willRetry,
      });
      if (!willRetry) {
        const reason =
          failure.isRetryable && waitMs >= left()
            ? `${failure.reason}, asked to wait ${Math.ceil(waitMs / 1000)} s`
            : failure.reason;
        return { ok: false, reason, attempts: attempt };
      }
      if (waitMs > 0) await pause(waitMs, call.signal);
    }
  }
}
