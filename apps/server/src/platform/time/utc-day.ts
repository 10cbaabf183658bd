/** A UTC calendar day, the same for every user wherever they are: `2026-11-25`. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The start of the next UTC day. */
export function nextUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** The UTC day `days` before `day`: `utcDayBefore('2026-12-07', 6)` is `2026-12-01`. */
export function utcDayBefore(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  return utcDay(new Date(at.getTime() - days * 86_400_000));
}
