import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
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
import type { TJobAnalysis, TAnalystReview } from '@irreplaceable/contracts/analysis/job-analysis';
import type { TEngine } from '@irreplaceable/contracts/analysis/analysts';
import type { TSearchResult } from '@irreplaceable/contracts/jobs/search-job';
import {
  ASSESSMENT_STATUSES,
  ASSESSMENT_TYPES,
} from '@irreplaceable/contracts/assessments/assessment';
import { LANGUAGES } from '@irreplaceable/contracts/constants';
import {
  ANALYSIS_STAGES,
  PERSONAL_ANALYSIS_KINDS,
  PERSONAL_ANALYSIS_MODES,
  PERSONAL_ANALYSIS_STATUSES,
} from '@irreplaceable/contracts/analyses/personal-analysis';
import { FEEDBACK_SUBJECTS } from '@irreplaceable/contracts/feedback/feedback';
import { CREDIT_KINDS, CREDIT_REASONS } from '@irreplaceable/contracts/credits/credits';
import type { TCvDocument } from '@irreplaceable/contracts/cv/cv-document';
import {
  CHECKOUT_SESSION_STATUSES,
  PAYMENT_PROVIDERS,
  WEBHOOK_EVENT_STATUSES,
} from '@irreplaceable/contracts/payments/payment-statuses';
import { bytea } from './bytea';

export { privateFileChunks } from '../platform/files/private-file-chunks-table';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  username: text('username').notNull(),
  /**
   * The name's key (contracts/users/username.ts): two people cannot hold names that read the
   * same. Null only for accounts made before keys existed, until the boot-time backfill.
   */
  usernameKey: text('username_key').unique('users_username_key_unique'),
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
    /** When the token was used (rotated) or revoked; a used token is good for nothing more. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * When its whole family was revoked (logout, or a used token replayed after the grace
     * window): from then on not even the grace window of a just-rotated token applies.
     */
    familyRevokedAt: timestamp('family_revoked_at', { withTimezone: true }),
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
 * Requests sent to model providers on one UTC day (`YYYY-MM-DD`), for the daily budget when the
 * deployment has no Redis: one row per day, raised by a conditional update that no race takes
 * past the limit.
 */
export const modelCallDays = pgTable('model_call_days', {
  day: text('day').primaryKey(),
  calls: integer('calls').notNull(),
});

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

/** A stored file (news images); the bytes live in the file store under `storage_key`. */
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  storageKey: text('storage_key').notNull().unique(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  width: integer('width'),
  height: integer('height'),
  /** A CSS colour shown while the image loads. */
  placeholder: text('placeholder'),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** A news article in both languages. Content is HTML already sanitised against the allow-list. */
export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    titleEn: text('title_en').notNull().default(''),
    titleZh: text('title_zh').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    summaryZh: text('summary_zh').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    contentZh: text('content_zh').notNull().default(''),
    /** A hash of both contents: the content pages' ETag and cache-busting version. */
    contentVersion: text('content_version').notNull(),
    category: text('category', { enum: ['technology', 'business', 'market'] }).notNull(),
    /** The English tags; `tags_zh` holds the Chinese ones. */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    tagsZh: jsonb('tags_zh').$type<string[]>().notNull().default([]),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The byline; empty means the author account's username. */
    authorName: text('author_name').notNull().default(''),
    /** The byline for Chinese readers; empty means `author_name`. */
    authorNameZh: text('author_name_zh').notNull().default(''),
    /** Minutes, computed from each language's text. */
    readingTimeEn: integer('reading_time_en').notNull().default(1),
    readingTimeZh: integer('reading_time_zh').notNull().default(1),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    index('news_status_published_idx').on(table.status, table.publishedAt),
    index('news_status_views_idx').on(table.status, table.views),
    index('news_updated_idx').on(table.updatedAt),
  ],
);

export const newsImages = pgTable(
  'news_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'restrict' }),
    captionEn: text('caption_en').notNull().default(''),
    captionZh: text('caption_zh').notNull().default(''),
    isCover: boolean('is_cover').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('news_images_news_idx').on(table.newsId, table.position)],
);

/** One like per user per article; news.likes is recounted from these rows on every change. */
export const newsLikes = pgTable(
  'news_likes',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('news_likes_news_user_idx').on(table.newsId, table.userId),
    index('news_likes_user_idx').on(table.userId),
  ],
);

/**
 * Who has been counted as reading an article on a UTC day: a user id, or a keyed hash of an
 * anonymous reader's address and browser (never the address itself). news.views grows only when
 * a row is new, so one reader adds at most one view per article per day.
 */
export const newsViews = pgTable(
  'news_views',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    viewer: text('viewer').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.newsId, table.viewer, table.day] }),
    index('news_views_day_idx').on(table.day),
  ],
);

/** A comment on an article; `parent_id` is the top-level comment a reply belongs to. */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    mentionedUserId: uuid('mentioned_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('comments_news_parent_created_idx').on(table.newsId, table.parentId, table.createdAt),
    index('comments_parent_idx').on(table.parentId, table.createdAt),
    index('comments_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/** The last comment submit of each user: the 120 s cooldown holds across instances. */
export const commentCooldowns = pgTable('comment_cooldowns', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSubmitAt: timestamp('last_submit_at', { withTimezone: true }).notNull(),
});

/** A reply to a user's comment, or a mention of them, waiting in their inbox. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['reply', 'mention'] }).notNull(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('inbox_messages_user_created_idx').on(table.userId, table.createdAt),
    index('inbox_messages_unread_idx')
      .on(table.userId)
      .where(sql`read_at is null`),
    uniqueIndex('inbox_messages_user_comment_idx').on(table.userId, table.commentId),
  ],
);

/**
 * Each user's credit balances. Written only by the ledger (features/credits/ledger.ts), in the
 * same transaction as the ledger row that explains the change; the checks keep them non-negative.
 */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    paid: integer('paid').notNull().default(0),
    free: integer('free').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('credit_accounts_paid_check', sql`${table.paid} >= 0`),
    check('credit_accounts_free_check', sql`${table.free} >= 0`),
  ],
);

/** Every change of a credit balance, with the balances it left. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    kind: text('kind', { enum: CREDIT_KINDS }).notNull(),
    reason: text('reason', { enum: CREDIT_REASONS }).notNull(),
    feature: text('feature'),
    /** What the change belongs to: an assessment id, the gift's UTC day, an admin's entry. */
    reference: text('reference'),
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    paidAfter: integer('paid_after').notNull(),
    freeAfter: integer('free_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('credit_ledger_user_created_idx').on(table.userId, table.createdAt),
    /** One daily gift per user per UTC day, however many claims race. */
    uniqueIndex('credit_ledger_daily_gift_idx')
      .on(table.userId, table.reference)
      .where(sql`reason = 'daily_gift'`),
    /** One feedback reward per analysis, however many feedbacks race. */
    uniqueIndex('credit_ledger_feedback_reward_idx')
      .on(table.userId, table.reference)
      .where(sql`reason = 'feedback_reward'`),
    /**
     * One top-up per Checkout session and one refund of it, whatever path a second attempt takes:
     * the session's conditional status update decides first, and these catch any code that skips it.
     */
    uniqueIndex('credit_ledger_top_up_idx')
      .on(table.reference)
      .where(sql`reason = 'top_up' and reference is not null`),
    uniqueIndex('credit_ledger_top_up_refund_idx')
      .on(table.reference)
      .where(sql`reason = 'top_up_refund' and reference is not null`),
  ],
);

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

/**
 * A pack a user set out to buy: one row per payment provider's Checkout session, its id being the
 * provider's. Pack, credits, amount and currency are ours, from the server's table, and a paid
 * webhook must match them. `status` moves only by conditional updates, which is what credits a
 * session once however often its payment is reported.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    pack: integer('pack').notNull(),
    credits: integer('credits').notNull(),
    /** In the currency's smallest unit (cents). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: CHECKOUT_SESSION_STATUSES }).notNull().default('created'),
    featureName: text('feature_name').notNull(),
    sourcePath: text('source_path').notNull(),
    sourceName: text('source_name').notNull().default(''),
    /** The provider's payment, recorded when the session completes; refunds name it. */
    paymentIntent: text('payment_intent'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    index('checkout_sessions_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('checkout_sessions_payment_intent_idx')
      .on(table.paymentIntent)
      .where(sql`payment_intent is not null`),
    check(
      'checkout_sessions_amounts_check',
      sql`${table.pack} > 0 and ${table.credits} > 0 and ${table.amount} > 0`,
    ),
    check(
      'checkout_sessions_status_check',
      sql`${table.status} in ('created', 'completed', 'expired', 'refunded')`,
    ),
  ],
);

/**
 * Every webhook event whose signature verified, kept whatever became of it: the provider's event
 * id is unique, so a redelivery finds the first copy and changes nothing. `needs_attention` marks
 * what an administrator must settle by hand (a refund the balance could not cover).
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    status: text('status', { enum: WEBHOOK_EVENT_STATUSES }).notNull(),
    error: text('error'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The Checkout session the event was about, when it named one of ours. */
    sessionId: text('session_id'),
    needsAttention: boolean('needs_attention').notNull().default(false),
    receivedAt: timestamp('received_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('webhook_events_event_id_idx').on(table.eventId),
    index('webhook_events_received_idx').on(table.receivedAt),
    index('webhook_events_session_idx').on(table.sessionId),
    index('webhook_events_attention_idx')
      .on(table.receivedAt)
      .where(sql`needs_attention`),
    check(
      'webhook_events_status_check',
      sql`${table.status} in ('processed', 'ignored', 'failed')`,
    ),
  ],
);
