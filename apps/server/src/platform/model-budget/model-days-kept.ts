import { utcDayBefore } from '../time/utc-day';

/**
 * Days of model-request and per-address counts kept: today's decides, the week before is there to
 * read back; older rows are deleted when a day's first row is written, so the tables never grow.
 */
export const MODEL_DAYS_KEPT = 7;

/** The oldest day kept when `today` is written: rows of days before it are deleted. */
export const oldestKeptDay = (today: string) => utcDayBefore(today, MODEL_DAYS_KEPT - 1);
