/**
 * Stops calling a provider that keeps failing. After FAILURES_TO_OPEN failed calls in a row the
 * provider is left alone for a pause, and every call in that time falls back to the built-in
 * analyst at once instead of waiting out another time limit. When the pause is over, one call
 * tries the provider again: if it answers, calls flow again; if not, the next pause is twice as
 * long, up to MAX_PAUSE_MS. A provider is one address and model: analysts that share a server
 * share its health, and the calls that wait behind its trial call go as soon as it answers.
 */
export const FAILURES_TO_OPEN = 3;
export const FIRST_PAUSE_MS = 60_000;
export const MAX_PAUSE_MS = 10 * 60_000;

interface ProviderHealth {
  failuresInARow: number;
  pauseMs: number;
  /** Calls are held back until this time (ms); 0 when the provider is in use. */
  pausedUntil: number;
  /** A trial call after a pause is on its way; others keep falling back until it answers. */
  isTrying: boolean;
  /** Told when the trial call on its way ends, whatever its outcome. */
  trialEnded: (() => void)[];
}

export interface CircuitBreaker {
  /** Whether a call may go to the provider now; false while it is paused. */
  allows(provider: string, now?: number): boolean;
  succeeded(provider: string): void;
  failed(provider: string, now?: number): void;
  /** The call that `allows` let through sent no request after all: its trial is handed back. */
  untried(provider: string): void;
  /**
   * Resolves when the trial call now on its way to a paused provider ends; null when none is.
   * A call refused only because of it may ask `allows` again then.
   */
  trialSettled(provider: string): Promise<void> | null;
  /** When calls to a paused provider resume (ms), or null when it is not paused. */
  pausedUntil(provider: string): number | null;
  /** Forgets every provider's history (tests start each case with healthy providers). */
  reset(): void;
}

function endTrial(waiting: (() => void)[]) {
  for (const resolve of waiting) resolve();
}

export function createCircuitBreaker(): CircuitBreaker {
  const health = new Map<string, ProviderHealth>();
  const of = (provider: string) => {
    let entry = health.get(provider);
    if (!entry) {
      entry = {
        failuresInARow: 0,
        pauseMs: FIRST_PAUSE_MS,
        pausedUntil: 0,
        isTrying: false,
        trialEnded: [],
      };
      health.set(provider, entry);
    }
    return entry;
  };
  return {
    allows(provider, now = Date.now()) {
      const entry = of(provider);
      if (entry.pausedUntil === 0) return true;
      if (now < entry.pausedUntil || entry.isTrying) return false;
      entry.isTrying = true;
      return true;
    },
    succeeded(provider) {
      const waiting = health.get(provider)?.trialEnded ?? [];
      health.set(provider, {
        failuresInARow: 0,
        pauseMs: FIRST_PAUSE_MS,
        pausedUntil: 0,
        isTrying: false,
        trialEnded: [],
      });
      endTrial(waiting);
    },
    failed(provider, now = Date.now()) {
      const entry = of(provider);
      entry.failuresInARow += 1;
      if (entry.isTrying) {
        entry.isTrying = false;
        entry.pauseMs = Math.min(entry.pauseMs * 2, MAX_PAUSE_MS);
        entry.pausedUntil = now + entry.pauseMs;
        endTrial(entry.trialEnded.splice(0));
      } else if (entry.failuresInARow >= FAILURES_TO_OPEN) {
        entry.pausedUntil = now + entry.pauseMs;
      }
    },
    untried(provider) {
      const entry = health.get(provider);
      if (!entry?.isTrying) return;
      entry.isTrying = false;
      endTrial(entry.trialEnded.splice(0));
    },
    trialSettled(provider) {
      const entry = health.get(provider);
      if (!entry?.isTrying) return null;
      return new Promise((resolve) => entry.trialEnded.push(resolve));
    },
    pausedUntil(provider) {
      const until = health.get(provider)?.pausedUntil ?? 0;
      return until === 0 ? null : until;
    },
    reset() {
      for (const entry of health.values()) endTrial(entry.trialEnded);
      health.clear();
    },
  };
}

/** One breaker per process: every analyst, assessment and writer shares a provider's health. */
export const providerBreaker = createCircuitBreaker();
