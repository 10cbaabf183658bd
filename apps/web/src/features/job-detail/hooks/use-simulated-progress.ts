import { useEffect, useState } from 'react';

/** Spec 001 section 4: the refresh shows progress up to 90, then 100 after 50 s. */
export const REFRESH_PROGRESS = {
  cap: 90,
  /** When the bar reaches the cap; it slows down as it gets there. */
  rampMs: 45_000,
  completeAfterMs: 50_000,
  tickMs: 500,
} as const;

/** The simulated figure after `elapsedMs`: eases out to 90, then 100 once 50 s have passed. */
export function simulatedProgress(elapsedMs: number): number {
  if (elapsedMs >= REFRESH_PROGRESS.completeAfterMs) return 100;
  const share = Math.min(1, Math.max(0, elapsedMs) / REFRESH_PROGRESS.rampMs);
  return Math.round(REFRESH_PROGRESS.cap * (1 - (1 - share) ** 2));
}

/**
 * Progress for work whose real progress is unknown: climbs while `isRunning`, and is 100 as soon
 * as the work is over.
 */
export function useSimulatedProgress(isRunning: boolean): number {
  const [elapsedMs, setElapsedMs] = useState(0);
  useEffect(() => {
    if (!isRunning) return;
    const startedAt = Date.now();
    const tick = () => setElapsedMs(Date.now() - startedAt);
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, REFRESH_PROGRESS.tickMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [isRunning]);
  return isRunning ? simulatedProgress(elapsedMs) : 100;
}
