import { JOB_REFRESH_INTERVAL_MS } from '@irreplaceable/contracts/jobs/job';

const DAY_MS = 24 * 60 * 60_000;

/** A page last refreshed more than 90 days ago is rewritten when someone views it. */
export function isRefreshDue(lastRefreshedAt: string, now: number = Date.now()): boolean {
  const refreshedAt = Date.parse(lastRefreshedAt);
  return Number.isFinite(refreshedAt) && now - refreshedAt > JOB_REFRESH_INTERVAL_MS;
}

/** Whole days until the next refresh, never below 0. */
export function daysUntilRefresh(nextRefreshAt: string, now: number = Date.now()): number {
  const next = Date.parse(nextRefreshAt);
  if (!Number.isFinite(next)) return 0;
  return Math.max(0, Math.ceil((next - now) / DAY_MS));
}
