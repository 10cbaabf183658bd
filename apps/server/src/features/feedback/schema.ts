import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { FEEDBACK_SUBJECTS } from '@irreplaceable/contracts/feedback/feedback';
import { users } from '../users/schema';

/** A user's rating of a completed analysis or job-fit report; the first may earn credits. */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject', { enum: FEEDBACK_SUBJECTS }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    rewardedCredits: integer('rewarded_credits').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    uniqueIndex('feedback_user_subject_idx').on(table.userId, table.subject, table.subjectId),
    index('feedback_subject_created_idx').on(table.subject, table.createdAt),
    check('feedback_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);
