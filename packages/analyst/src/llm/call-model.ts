import { generateObject } from 'ai';
import type { z } from 'zod';
import type { AnalystModel } from './analyst-models';
import { describeFailure } from './describe-failure';
import { providerBreaker, type CircuitBreaker } from './circuit-breaker';
import { UNLIMITED_CALLS, type ModelCallBudget } from './call-budget';
import { BUDGET_FALLBACK_REASONS } from '@irreplaceable/contracts/analysis/fallback-reasons';

/** The first try and exactly one retry. */
export const MAX_ATTEMPTS = 2;

/** Why a call a person waits on sent nothing: the step's earlier calls took all of its time. */
export const NO_TIME_LEFT = "no time left of the person's wait";

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
   * When the call must be over (ms since the epoch), attempts and waits included: a person is
   * waiting (see WaitingStep). Each attempt gets what is left (at most `timeoutMs`), no retry
   * starts once it has passed, and a call that starts after it sends nothing. Without it, the
   * budget is `timeoutMs` per attempt, and a Retry-After longer than `timeoutMs` ends the call.
   */
  deadline?: number;
  signal: AbortSignal | undefined;
  onAttemptFailed: ((failure: AttemptFailure) => void) | undefined;
  /** The provider health to consult and update; the process-wide one by default. */
  breaker?: CircuitBreaker;
  /** The deployment's daily allowance of requests; each attempt takes one. No cap by default. */
  budget?: ModelCallBudget | undefined;
}

export type ModelCallResult<T> =
  | { ok: true; value: T; attempts: number }
  | {
      ok: false;
      reason: string;
      attempts: number;
      /** No request went because the day's budget is spent: the reason is the budget's. */
      isBudgetSpent?: boolean;
    };

/**
 * Why the built-in text stands in a model's place, as its engine says: the budget's own words
 * when the day's budget is spent (each side words them in the reader's language), else the
 * provider and what went wrong.
 */
export function fallbackReason(
  binding: AnalystModel,
  result: { reason: string; isBudgetSpent?: boolean },
): string {
  return result.isBudgetSpent
    ? result.reason
    : `${binding.providerName} unavailable: ${result.reason}`;
}

/**
 * One structured-output call with a time limit per attempt and one retry. Provider failures come
 * back as a value, so the caller can fall back to the built-in analyst; the caller's own abort and
 * programming errors are thrown.
 */
export async function callModel<T>(call: ModelCall<T>): Promise<ModelCallResult<T>> {
  const breaker = call.breaker ?? providerBreaker;
  const provider = call.binding.breakerKey;
  // A call no one waits on waits for a trial call on its way: if the provider answers it, this
  // call goes too rather than leave the built-in text in its place until the next rewrite.
  const trial = call.deadline === undefined ? breaker.trialSettled(provider) : null;
  if (trial) await trial;
  if (!breaker.allows(provider)) {
    const until = new Date(breaker.pausedUntil(provider) ?? Date.now()).toISOString();
    return { ok: false, reason: `paused after repeated failures until ${until}`, attempts: 0 };
  }
  const result = await attemptModel(call);
  if (result.ok) breaker.succeeded(provider);
  else if (result.attempts > 0) breaker.failed(provider);
  // Else no request went out (the budget is spent, or the person's wait is over): nothing is
  // known of the provider's health, and a trial call it was given is handed back.
  else breaker.untried(provider);
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
  const { deadline } = call;
  const left = () => (deadline === undefined ? call.timeoutMs : deadline - Date.now());
  const budget = call.budget ?? UNLIMITED_CALLS;
  let lastFailure: ModelCallResult<T> | undefined;
  for (let attempt = 1; ; attempt += 1) {
    call.signal?.throwIfAborted();
    // Earlier calls of the step used up the person's wait: nothing is sent.
    if (left() <= 0) return lastFailure ?? { ok: false, reason: NO_TIME_LEFT, attempts: 0 };
    if (!(await budget.take())) {
      // A retry the budget refuses ends the call with the failure that asked for it.
      return (
        lastFailure ?? {
          ok: false,
          reason: BUDGET_FALLBACK_REASONS.daySpent,
          attempts: 0,
          isBudgetSpent: true,
        }
      );
    }
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
      lastFailure = { ok: false, reason: failure.reason, attempts: attempt };
      if (waitMs > 0) await pause(waitMs, call.signal);
    }
  }
}
