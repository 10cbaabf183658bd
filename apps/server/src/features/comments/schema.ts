import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/schema';
import { news } from '../news/schema';

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
