/** A UTC calendar day, the same for every user wherever they are: `2026-11-25`. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The start of the next UTC day. */
export function nextUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}
