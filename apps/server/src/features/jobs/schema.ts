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
import type { TJobAnalysis, TAnalystReview } from '@irreplaceable/contracts/analysis/job-analysis';
import { createdAt } from '../../db/columns';

/** A finished job page. Rows appear only when generation completes, never half-written. */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** normalizeTitleKey(title): one page per meaning of a title. */
    titleKey: text('title_key').notNull(),
    title: text('title').notNull(),
    titleZh: text('title_zh').notNull(),
    categoryId: text('category_id').notNull(),
    primaryCode: text('primary_code').notNull(),
    occupations: jsonb('occupations').$type<{ code: string; score: number }[]>().notNull(),
    /** Null when no study covers the occupation: no stand-in number is stored. */
    aiReplacementRate: integer('ai_replacement_rate'),
    humanIrreplaceability: integer('human_irreplaceability'),
    /** The analysis without its reviews, which live in job_reviews. */
    analysis: jsonb('analysis').$type<Omit<TJobAnalysis, 'reviews'>>().notNull(),
    modelName: text('model_name').notNull().default('gpt'),
    formulaVersion: text('formula_version').notNull(),
    dataVersion: text('data_version').notNull(),
    searchPopularity: integer('search_popularity').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('jobs_title_key_idx').on(table.titleKey),
    index('jobs_primary_code_idx').on(table.primaryCode),
    index('jobs_created_idx').on(table.createdAt),
  ],
);

export const jobReviews = pgTable(
  'job_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    language: text('language', { enum: ['en', 'zh'] }).notNull(),
    review: jsonb('review').$type<TAnalystReview>().notNull(),
    createdAt: createdAt(),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('job_reviews_job_provider_language_idx').on(
      table.jobId,
      table.provider,
      table.language,
    ),
  ],
);

export const jobScoreHistory = pgTable(
  'job_score_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    aiReplacementRate: integer('ai_replacement_rate'),
    formulaVersion: text('formula_version').notNull(),
    dataVersion: text('data_version').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index('job_score_history_job_idx').on(table.jobId, table.recordedAt)],
);
