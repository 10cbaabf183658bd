import { and, avg, count, desc, eq } from 'drizzle-orm';
import type { TFeedbackSubject } from '@irreplaceable/contracts/feedback/feedback';
import type { Database } from '../../db/client';
import { assessments, feedback, personalAnalyses, users } from '../../db/schema';
import type { DbExecutor } from '../credits/ledger';

export type FeedbackRow = typeof feedback.$inferSelect;

export function createFeedbackRepository(db: Database) {
  return {
    /** Undefined when this user already gave feedback on this subject. */
    async insert(
      executor: DbExecutor,
      row: typeof feedback.$inferInsert,
    ): Promise<FeedbackRow | undefined> {
      const [inserted] = await executor
        .insert(feedback)
        .values(row)
        .onConflictDoNothing()
        .returning();
      return inserted;
    },

    async setReward(executor: DbExecutor, id: number, credits: number): Promise<void> {
      await executor.update(feedback).set({ rewardedCredits: credits }).where(eq(feedback.id, id));
    },

    async findOwn(
      userId: string,
      subject: TFeedbackSubject,
      subjectId: string,
    ): Promise<FeedbackRow | undefined> {
      const [row] = await db
        .select()
        .from(feedback)
        .where(
          and(
            eq(feedback.userId, userId),
            eq(feedback.subject, subject),
            eq(feedback.subjectId, subjectId),
          ),
        );
      return row;
    },

    /** The subject as its owner sees it: status and, for analyses, kind and erasure. */
    async subjectState(
      subject: TFeedbackSubject,
      subjectId: string,
      userId: string,
    ): Promise<{ completed: boolean; readable: boolean } | undefined> {
      if (subject === 'job_fit') {
        const [row] = await db
          .select({ status: assessments.status, expiresAt: assessments.expiresAt })
          .from(assessments)
          .where(and(eq(assessments.id, subjectId), eq(assessments.userId, userId)));
        if (!row) return undefined;
        return {
          completed: row.status === 'completed',
          readable: row.expiresAt === null || row.expiresAt > new Date(),
        };
      }
      const kind = subject === 'cv_analysis' ? 'cv' : 'industry';
      const [row] = await db
        .select({
          status: personalAnalyses.status,
          expiresAt: personalAnalyses.expiresAt,
          erasedAt: personalAnalyses.erasedAt,
        })
        .from(personalAnalyses)
        .where(
          and(
            eq(personalAnalyses.id, subjectId),
            eq(personalAnalyses.userId, userId),
            eq(personalAnalyses.kind, kind),
          ),
        );
      if (!row) return undefined;
      return {
        completed: row.status === 'completed',
        readable: row.erasedAt === null && (row.expiresAt === null || row.expiresAt > new Date()),
      };
    },

    async list(options: {
      subject?: TFeedbackSubject | undefined;
      page: number;
      pageSize: number;
    }) {
      const where = options.subject ? eq(feedback.subject, options.subject) : undefined;
      const [rows, [counted], averages] = await Promise.all([
        db
          .select({
            id: feedback.id,
            subject: feedback.subject,
            subjectId: feedback.subjectId,
            rating: feedback.rating,
            comment: feedback.comment,
            rewardedCredits: feedback.rewardedCredits,
            userId: feedback.userId,
            email: users.email,
            createdAt: feedback.createdAt,
          })
          .from(feedback)
          .innerJoin(users, eq(users.id, feedback.userId))
          .where(where)
          .orderBy(desc(feedback.createdAt), desc(feedback.id))
          .limit(options.pageSize)
          .offset((options.page - 1) * options.pageSize),
        db.select({ total: count() }).from(feedback).where(where),
        db
          .select({ subject: feedback.subject, count: count(), average: avg(feedback.rating) })
          .from(feedback)
          .groupBy(feedback.subject),
      ]);
      return { rows, total: counted?.total ?? 0, averages };
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
