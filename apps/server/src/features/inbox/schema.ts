import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/schema';
import { news } from '../news/schema';
import { comments } from '../comments/schema';

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
