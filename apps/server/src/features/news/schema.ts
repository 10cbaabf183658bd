import {
  boolean,
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
import { createdAt } from '../../db/columns';
import { users } from '../users/schema';
import { uploads } from '../../platform/files/schema';

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
