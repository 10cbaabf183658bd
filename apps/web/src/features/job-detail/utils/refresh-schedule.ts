const DAY_MS = 24 * 60 * 60_000;

/** Whole days until the next refresh, never below 0. */
export function daysUntilRefresh(nextRefreshAt: string, now: number = Date.now()): number {
  const next = Date.parse(nextRefreshAt);
  if (!Number.isFinite(next)) return 0;
  return Math.max(0, Math.ceil((next - now) / DAY_MS));
}
