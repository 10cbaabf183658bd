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
import type { TCvDocument } from '@irreplaceable/contracts/cv/cv-document';
import { createdAt } from '../../db/columns';
import { users } from '../users/schema';

/**
 * A CV copy a user saved on the server (spec 000 section 9: one paid credit each). `requestId`
 * comes from the client, so a repeated click or a retried request saves, and charges, once.
 */
export const savedCvs = pgTable(
  'saved_cvs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').notNull(),
    name: text('name').notNull(),
    /** The JSON Resume document, with our fields under meta.irreplaceable. */
    cv: jsonb('cv').$type<TCvDocument>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('saved_cvs_user_request_idx').on(table.userId, table.requestId),
    index('saved_cvs_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/** One CV tailored to a job: counted for the limit of 3 per 24 hours (spec 000 section 5). */
export const cvGenerations = pgTable(
  'cv_generations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index('cv_generations_user_created_idx').on(table.userId, table.createdAt)],
);
