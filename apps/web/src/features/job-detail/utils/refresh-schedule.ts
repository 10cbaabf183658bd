const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long until the next refresh, in the unit a reader would use: hours within a day (a page
 * the built-in analyst wrote for a failed model is due within the hour), whole days after that.
 * Null once it is due.
 */
export function refreshCountdown(
  nextRefreshAt: string,
  now: number = Date.now(),
): { unit: 'hours' | 'days'; count: number } | null {
  const next = Date.parse(nextRefreshAt);
  if (!Number.isFinite(next) || next <= now) return null;
  const left = next - now;
  return left < DAY_MS
    ? { unit: 'hours', count: Math.ceil(left / HOUR_MS) }
    : { unit: 'days', count: Math.ceil(left / DAY_MS) };
}
