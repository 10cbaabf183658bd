import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TEngine } from '@irreplaceable/contracts/analysis/analysts';
import type { TSearchResult } from '@irreplaceable/contracts/jobs/search-job';
import { users } from '../users/schema';
import { jobs } from '../jobs/schema';

export const GENERATION_ACTIVE = ['queued', 'generating'] as const;

/** Writing one job page. At most one active generation per title key, across all instances. */
export const generations = pgTable(
  'generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    titleKey: text('title_key').notNull(),
    title: text('title').notNull(),
    titleZh: text('title_zh').notNull(),
    occupations: jsonb('occupations').$type<{ code: string; score: number }[]>().notNull(),
    modelName: text('model_name').notNull().default('gpt'),
    status: text('status', { enum: ['queued', 'generating', 'ready', 'error', 'cancelled'] })
      .notNull()
      .default('queued'),
    progress: integer('progress').notNull().default(0),
    stage: text('stage').notNull().default('queued'),
    errorMessage: text('error_message'),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    engine: jsonb('engine').$type<TEngine>(),
    /**
     * Set when the page is to be written without a model (an anonymous address past its share
     * of model-written pages for the day): the reason its texts are labelled with.
     */
    withoutModelReason: text('without_model_reason'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('generations_active_title_idx')
      .on(table.titleKey)
      .where(sql`status in ('queued', 'generating')`),
    index('generations_status_idx').on(table.status, table.createdAt),
  ],
);

/**
 * New pages that anonymous searches from one address had a model write on one UTC day; past the
 * share, the built-in analyst writes them.
 */
export const addressModelPages = pgTable(
  'address_model_pages',
  {
    address: text('address').notNull(),
    day: text('day').notNull(),
    pages: integer('pages').notNull(),
  },
  (table) => [primaryKey({ columns: [table.address, table.day] })],
);

/** One search a user ran, attached to the live connection that follows it. */
export const searchTasks = pgTable(
  'search_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: text('connection_id').notNull(),
    clientTaskId: text('client_task_id'),
    clientId: text('client_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip').notNull(),
    query: text('query').notNull(),
    canonicalTitle: text('canonical_title').notNull(),
    language: text('language', { enum: ['en', 'zh'] }).notNull(),
    status: text('status', { enum: ['processing', 'completed', 'error'] }).notNull(),
    searchResult: jsonb('search_result').$type<TSearchResult>().notNull(),
    generationIds: jsonb('generation_ids').$type<string[]>().notNull(),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('search_tasks_connection_idx').on(table.connectionId, table.createdAt),
    index('search_tasks_user_day_idx').on(table.userId, table.createdAt),
    index('search_tasks_ip_day_idx').on(table.ip, table.createdAt),
  ],
);
