import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@irreplaceable/contracts/constants';
import {
  ANALYSIS_STAGES,
  PERSONAL_ANALYSIS_KINDS,
  PERSONAL_ANALYSIS_MODES,
  PERSONAL_ANALYSIS_STATUSES,
} from '@irreplaceable/contracts/analyses/personal-analysis';
import { bytea } from '../../db/bytea';
import { createdAt } from '../../db/columns';
import { users } from '../users/schema';

/**
 * A CV or industry analysis (DESIGN.md section 8): asked for once, worked on the queue, its result
 * kept as versioned JSON of figures and references. A free analysis is readable until
 * `expires_at`; then the sweep erases what the person gave and was told, and the row stays in
 * their history as expired.
 */
export const personalAnalyses = pgTable(
  'personal_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PERSONAL_ANALYSIS_KINDS }).notNull(),
    mode: text('mode', { enum: PERSONAL_ANALYSIS_MODES }).notNull(),
    /** The language the person asked in: a model writes in it; our words follow the reader. */
    language: text('language', { enum: LANGUAGES }).notNull(),
    status: text('status', { enum: PERSONAL_ANALYSIS_STATUSES }).notNull().default('pending'),
    stage: text('stage', { enum: ANALYSIS_STAGES }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    /** What the analysis reads, by kind: for a CV its text and where it came from. */
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** An error code (contracts' ERROR_CODES), worded in the reader's language when read. */
    errorCode: text('error_code'),
    creditsCharged: integer('credits_charged').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the sweep erased an expired free analysis's content. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (table) => [
    index('personal_analyses_user_kind_created_idx').on(table.userId, table.kind, table.createdAt),
    index('personal_analyses_status_idx').on(table.status),
    index('personal_analyses_expires_idx')
      .on(table.expiresAt)
      .where(sql`expires_at is not null and erased_at is null`),
  ],
);

/**
 * The free analysis a user had on a UTC day, one per kind: the primary key decides when two
 * starts race. It outlives the analysis (deleting a free result does not give the day back);
 * only a failed analysis frees its day.
 */
export const analysisFreeUses = pgTable(
  'analysis_free_uses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PERSONAL_ANALYSIS_KINDS }).notNull(),
    /** `YYYY-MM-DD`, UTC. */
    day: text('day').notNull(),
    /** No foreign key on purpose: the use stays when its analysis is deleted. */
    analysisId: uuid('analysis_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.day] }),
    index('analysis_free_uses_analysis_idx').on(table.analysisId),
  ],
);

/**
 * The file a CV analysis was given, kept for its owner and deleted with the analysis. The bytes
 * live in the private file store under `storage_key`; files kept before that store existed still
 * have theirs in `bytes`, read as they are until their analysis goes.
 */
export const analysisFiles = pgTable(
  'analysis_files',
  {
    analysisId: uuid('analysis_id')
      .primaryKey()
      .references(() => personalAnalyses.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').unique(),
    /** SHA-256 of the bytes, hex. */
    sha256: text('sha256'),
    /** Only in rows written before the private file store. */
    bytes: bytea('bytes'),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'analysis_files_stored_check',
      sql`${table.storageKey} is not null or ${table.bytes} is not null`,
    ),
  ],
);

/**
 * Files of the private store that are to go: one whose analysis was deleted or erased (due at
 * once), or one being written for an analysis not yet recorded (due an hour later, and claimed,
 * that is deleted from here, when its analysis is). Written in the same transaction as the rows,
 * so a process that stops in between leaves a file to remove, never a file that nobody owns.
 */
export const privateFileRemovals = pgTable(
  'private_file_removals',
  {
    storageKey: text('storage_key').primaryKey(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('private_file_removals_due_idx').on(table.dueAt)],
);
