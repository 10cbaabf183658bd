import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { comments, inboxMessages, news, users } from '../../db/schema';

export function createInboxRepository(db: Database) {
  const unreadOf = (userId: string) =>
    and(eq(inboxMessages.userId, userId), isNull(inboxMessages.readAt));

  return {
    async list(userId: string, limit: number, offset: number) {
      return db
        .select({
          message: inboxMessages,
          actor: { id: users.id, username: users.username, avatarUrl: users.avatarUrl },
          article: { titleEn: news.titleEn, titleZh: news.titleZh },
          commentText: comments.text,
        })
        .from(inboxMessages)
        .innerJoin(users, eq(users.id, inboxMessages.actorId))
        .innerJoin(news, eq(news.id, inboxMessages.newsId))
        .innerJoin(comments, eq(comments.id, inboxMessages.commentId))
        .where(eq(inboxMessages.userId, userId))
        .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
        .limit(limit)
        .offset(offset);
    },

    async counts(userId: string): Promise<{ total: number; unread: number }> {
      const [row] = await db
        .select({
          total: count(),
          unread: sql<number>`count(*) filter (where ${inboxMessages.readAt} is null)::int`,
        })
        .from(inboxMessages)
        .where(eq(inboxMessages.userId, userId));
      return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ unread: count() })
        .from(inboxMessages)
        .where(unreadOf(userId));
      return row?.unread ?? 0;
    },

    /** Marks one of the user's messages read; false when the user has no such message. */
    async markRead(userId: string, id: number): Promise<boolean> {
      const [row] = await db
        .update(inboxMessages)
        .set({ readAt: sql`coalesce(${inboxMessages.readAt}, now())` })
        .where(and(eq(inboxMessages.id, id), eq(inboxMessages.userId, userId)))
        .returning({ id: inboxMessages.id });
      return row !== undefined;
    },

    async markAllRead(userId: string): Promise<number> {
      const rows = await db
        .update(inboxMessages)
        .set({ readAt: sql`now()` })
        .where(unreadOf(userId))
        .returning({ id: inboxMessages.id });
      return rows.length;
    },
  };
}

export type InboxRepository = ReturnType<typeof createInboxRepository>;
