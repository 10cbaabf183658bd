import { sql } from 'drizzle-orm';
import {
  boolean,
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
import type { TEngine } from '@irreplaceable/contracts/analysis/analysts';
import type { TSearchResult } from '@irreplaceable/contracts/jobs/search-job';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  username: text('username').notNull(),
  avatarUrl: text('avatar_url'),
  jobTitle: text('job_title'),
  language: text('language', { enum: ['en', 'zh'] })
    .notNull()
    .default('en'),
  isAdmin: boolean('is_admin').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('otp_codes_email_created_idx').on(table.email, table.createdAt),
    index('otp_codes_ip_created_idx').on(table.ip, table.createdAt),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_idx').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
  ],
);

export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  returnUrl: text('return_url'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('user_identities_provider_subject_idx').on(table.provider, table.subject),
  ],
);

/** Mail kept for development instead of being sent, readable at GET /api/dev/outbox. */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index('dev_outbox_created_idx').on(table.createdAt)],
);

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
    aiReplacementRate: integer('ai_replacement_rate').notNull(),
    humanIrreplaceability: integer('human_irreplaceability').notNull(),
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
    aiReplacementRate: integer('ai_replacement_rate').notNull(),
    formulaVersion: text('formula_version').notNull(),
    dataVersion: text('data_version').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index('job_score_history_job_idx').on(table.jobId, table.recordedAt)],
);

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
