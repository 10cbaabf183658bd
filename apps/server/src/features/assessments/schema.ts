import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ASSESSMENT_STATUSES,
  ASSESSMENT_TYPES,
} from '@irreplaceable/contracts/assessments/assessment';
import { LANGUAGES } from '@irreplaceable/contracts/constants';
import { users } from '../users/schema';
import { jobs } from '../jobs/schema';

/** A job-fit assessment (spec 001): its phases' questions, answers and results as they happen. */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ASSESSMENT_TYPES }).notNull(),
    analyst: text('analyst').notNull(),
    jobLanguage: text('job_language', { enum: LANGUAGES }).notNull(),
    status: text('status', { enum: ASSESSMENT_STATUSES }).notNull(),
    currentPhase: integer('current_phase').notNull().default(1),
    /** Bumped by every write: a write based on a stale read changes nothing (optimistic lock). */
    version: integer('version').notNull().default(0),
    creditsCharged: integer('credits_charged').notNull().default(0),
    /** AssessmentState (features/assessments/assessment-state.ts): everything asked and answered. */
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    fitScore: integer('fit_score'),
    startedAt: timestamp('started_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Free assessments: when the result stops being viewable and the sweep deletes it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('assessments_user_started_idx').on(table.userId, table.startedAt),
    index('assessments_expires_idx')
      .on(table.expiresAt)
      .where(sql`expires_at is not null`),
    /** At most one assessment in progress per user and job, however many starts race. */
    uniqueIndex('assessments_one_in_progress_idx')
      .on(table.userId, table.jobId)
      .where(sql`status = 'in_progress'`),
  ],
);
