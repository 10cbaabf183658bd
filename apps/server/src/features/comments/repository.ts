import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { commentCooldowns, comments, inboxMessages, news, users } from '../../db/schema';

export type CommentRow = typeof comments.$inferSelect;

/** A comment with its writer and the user it mentions. */
export interface CommentWithUsers {
  comment: CommentRow;
  user: { id: string; username: string; avatarUrl: string | null };
  mentioned: { id: string; username: string; avatarUrl: string | null } | null;
}

const mentioned = alias(users, 'mentioned_user');

const withUsers = {
  comment: comments,
  user: { id: users.id, username: users.username, avatarUrl: users.avatarUrl },
  mentioned: { id: mentioned.id, username: mentioned.username, avatarUrl: mentioned.avatarUrl },
};

export function createCommentsRepository(db: Database) {
  const selectWithUsers = () =>
    db
      .select(withUsers)
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .leftJoin(mentioned, eq(mentioned.id, comments.mentionedUserId));

  return {
    async findArticle(newsId: number) {
      const [row] = await db
        .select({ id: news.id, authorId: news.authorId, status: news.status })
        .from(news)
        .where(eq(news.id, newsId))
        .limit(1);
      return row;
    },

    async findComment(id: number): Promise<CommentRow | undefined> {
      const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
      return row;
    },

    /**
     * Takes the user's comment slot when the last submit is at least `seconds` old, in one
     * statement, so two instances can never both let a user through. Answers the seconds left
     * when the slot is taken.
     */
    async claimCooldown(
      userId: string,
      seconds: number,
    ): Promise<{ claimed: true; at: Date } | { claimed: false; retryAfterSeconds: number }> {
      const [claimed] = await db
        .insert(commentCooldowns)
        .values({ userId, lastSubmitAt: sql`clock_timestamp()` })
        .onConflictDoUpdate({
          target: commentCooldowns.userId,
          set: { lastSubmitAt: sql`clock_timestamp()` },
          setWhere: sql`${commentCooldowns.lastSubmitAt} <= clock_timestamp() - make_interval(secs => ${seconds})`,
        })
        .returning({ at: commentCooldowns.lastSubmitAt });
      if (claimed) return { claimed: true, at: claimed.at };
      const [row] = await db
        .select({
          left: sql<number>`ceil(extract(epoch from (${commentCooldowns.lastSubmitAt} + make_interval(secs => ${seconds}) - clock_timestamp())))::int`,
        })
        .from(commentCooldowns)
        .where(eq(commentCooldowns.userId, userId));
      return { claimed: false, retryAfterSeconds: Math.max(1, row?.left ?? seconds) };
    },

    async hasCommented(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: comments.id })
        .from(comments)
        .where(eq(comments.userId, userId))
        .limit(1);
      return row !== undefined;
    },

    async postedRecently(userId: string, text: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: comments.id })
        .from(comments)
        .where(
          and(eq(comments.userId, userId), eq(comments.text, text), gte(comments.createdAt, since)),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Stores a comment and recounts the article's comments in the same transaction. */
    /**
     * Stores a comment and the inbox notices it causes in one transaction, so a crash can never
     * leave a reply whose notice was lost (or a notice of a reply that was never stored).
     */
    async insert(
      values: typeof comments.$inferInsert,
      noticesFor: (commentId: number) => (typeof inboxMessages.$inferInsert)[],
    ): Promise<CommentRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(comments).values(values).returning();
        if (!row) throw new Error('Comment insert returned nothing');
        const notices = noticesFor(row.id);
        if (notices.length > 0)
          await tx.insert(inboxMessages).values(notices).onConflictDoNothing();
        await tx
          .update(news)
          .set({
            comments: sql`(select count(*)::int from ${comments} where ${comments.newsId} = ${values.newsId})`,
          })
          .where(eq(news.id, values.newsId));
        return row;
      });
    },

    async findWithUsers(id: number): Promise<CommentWithUsers | undefined> {
      const [row] = await selectWithUsers().where(eq(comments.id, id)).limit(1);
      return row;
    },

    /** A page of top-level comments with their reply counts, and the total, in one query. */
    async listTopLevel(newsId: number, limit: number, offset: number) {
      const replies = alias(comments, 'reply');
      const where = and(eq(comments.newsId, newsId), isNull(comments.parentId));
      const rows = await db
        .select({
          ...withUsers,
          replyCount: sql<number>`(select count(*)::int from ${comments} as ${sql.identifier('reply')} where ${replies.parentId} = ${comments.id})`,
          total: sql<number>`count(*) over()::int`,
        })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .leftJoin(mentioned, eq(mentioned.id, comments.mentionedUserId))
        .where(where)
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(limit)
        .offset(offset);
      let total = rows[0]?.total;
      if (total === undefined) {
        const [counted] = await db.select({ total: count() }).from(comments).where(where);
        total = counted?.total ?? 0;
      }
      return {
        rows: rows.map(({ comment, user, mentioned: who }) => ({ comment, user, mentioned: who })),
        replyCounts: new Map(rows.map((row) => [row.comment.id, row.replyCount])),
        total,
      };
    },

    /** The first `limit` replies of each parent, oldest first. */
    async firstReplies(parentIds: number[], limit: number): Promise<CommentWithUsers[]> {
      if (parentIds.length === 0 || limit === 0) return [];
      const ranked = db
        .select({
          id: comments.id,
          rank: sql<number>`row_number() over (partition by ${comments.parentId} order by ${comments.createdAt}, ${comments.id})`.as(
            'rank',
          ),
        })
        .from(comments)
        .where(inArray(comments.parentId, parentIds))
        .as('ranked');
      return selectWithUsers()
        .innerJoin(ranked, eq(ranked.id, comments.id))
        .where(lte(ranked.rank, limit))
        .orderBy(asc(comments.createdAt), asc(comments.id));
    },

    /**
     * How many comments come before this one in its list: newer top-level ones, or older
     * replies. Compared with the stored time in the query itself, which is finer than a Date.
     */
    async placeInList(comment: CommentRow): Promise<number> {
      const target = db
        .select({ createdAt: comments.createdAt, id: comments.id })
        .from(comments)
        .where(eq(comments.id, comment.id))
        .as('target');
      const sameTime = eq(comments.createdAt, target.createdAt);
      const before =
        comment.parentId === null
          ? and(
              eq(comments.newsId, comment.newsId),
              isNull(comments.parentId),
              or(
                gt(comments.createdAt, target.createdAt),
                and(sameTime, gt(comments.id, target.id)),
              ),
            )
          : and(
              eq(comments.parentId, comment.parentId),
              or(
                lt(comments.createdAt, target.createdAt),
                and(sameTime, lt(comments.id, target.id)),
              ),
            );
      const [row] = await db
        .select({ total: count() })
        .from(comments)
        .innerJoin(target, sql`true`)
        .where(before);
      return row?.total ?? 0;
    },

    async listReplies(parentId: number, limit: number, offset: number) {
      const where = eq(comments.parentId, parentId);
      const [rows, counted] = await Promise.all([
        selectWithUsers()
          .where(where)
          .orderBy(asc(comments.createdAt), asc(comments.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(comments).where(where),
      ]);
      return { rows, total: counted[0]?.total ?? 0 };
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
