/**
 * Stops calling a provider that keeps failing. After FAILURES_TO_OPEN failed calls in a row the
 * provider is left alone for a pause, and every call in that time falls back to the built-in
 * analyst at once instead of waiting out another time limit. When the pause is over, one call
 * tries the provider again: if it answers, calls flow again; if not, the next pause is twice as
 * long, up to MAX_PAUSE_MS.
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
}

export interface CircuitBreaker {
  /** Whether a call may go to the provider now; false while it is paused. */
  allows(provider: string, now?: number): boolean;
  succeeded(provider: string): void;
  failed(provider: string, now?: number): void;
  /** When calls to a paused provider resume (ms), or null when it is not paused. */
  pausedUntil(provider: string): number | null;
  /** Forgets every provider's history (tests start each case with healthy providers). */
  reset(): void;
}

export function createCircuitBreaker(): CircuitBreaker {
  const health = new Map<string, ProviderHealth>();
  const of = (provider: string) => {
    let entry = health.get(provider);
    if (!entry) {
      entry = { failuresInARow: 0, pauseMs: FIRST_PAUSE_MS, pausedUntil: 0, isTrying: false };
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
      health.set(provider, {
        failuresInARow: 0,
        pauseMs: FIRST_PAUSE_MS,
        pausedUntil: 0,
        isTrying: false,
      });
    },
    failed(provider, now = Date.now()) {
      const entry = of(provider);
      entry.failuresInARow += 1;
      if (entry.isTrying) {
        entry.isTrying = false;
        entry.pauseMs = Math.min(entry.pauseMs * 2, MAX_PAUSE_MS);
        entry.pausedUntil = now + entry.pauseMs;
      } else if (entry.failuresInARow >= FAILURES_TO_OPEN) {
        entry.pausedUntil = now + entry.pauseMs;
      }
    },
    pausedUntil(provider) {
      const until = health.get(provider)?.pausedUntil ?? 0;
      return until === 0 ? null : until;
    },
    reset() {
      health.clear();
    },
  };
}

/** One breaker per process: every analyst, assessment and writer shares a provider's health. */
export const providerBreaker = createCircuitBreaker();
