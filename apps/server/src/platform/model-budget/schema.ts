import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Requests sent to model providers on one UTC day (`YYYY-MM-DD`), for the daily budget when the
 * deployment has no Redis: one row per day, raised by a conditional update that no race takes
 * past the limit.
 */
export const modelCallDays = pgTable('model_call_days', {
  day: text('day').primaryKey(),
  calls: integer('calls').notNull(),
});
