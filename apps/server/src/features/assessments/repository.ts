import { and, count, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../credits/ledger';
import { assessments, jobs } from '../../db/schema';
import type { AssessmentState } from './assessment-state';

export type AssessmentRow = typeof assessments.$inferSelect;
export type NewAssessmentRow = typeof assessments.$inferInsert;

const jobColumns = {
  id: jobs.id,
  title: jobs.title,
  titleZh: jobs.titleZh,
  analysis: jobs.analysis,
};
export type AssessedJob = {
  id: number;
  title: string;
  titleZh: string;
  analysis: (typeof jobs.$inferSelect)['analysis'];
};

export function createAssessmentsRepository(db: Database) {
  return {
    async findJob(jobId: number): Promise<AssessedJob | undefined> {
      const [job] = await db.select(jobColumns).from(jobs).where(eq(jobs.id, jobId));
      return job;
    },

    async findInProgress(userId: string, jobId: number): Promise<AssessmentRow | undefined> {
      const [row] = await db
        .select()
        .from(assessments)
        .where(
          and(
            eq(assessments.userId, userId),
            eq(assessments.jobId, jobId),
            eq(assessments.status, 'in_progress'),
          ),
        );
      return row;
    },

    /** Undefined when another assessment of this job is already in progress for the user. */
    async insert(executor: DbExecutor, row: NewAssessmentRow): Promise<AssessmentRow | undefined> {
      const [inserted] = await executor
        .insert(assessments)
        .values(row)
        .onConflictDoNothing()
        .returning();
      return inserted;
    },

    /** Only the owner's: another user's assessment is simply not found. */
    async get(id: string, userId: string): Promise<AssessmentRow | undefined> {
      const [row] = await db
        .select()
        .from(assessments)
        .where(and(eq(assessments.id, id), eq(assessments.userId, userId)));
      return row;
    },

    /**
     * Writes only if nobody wrote since `version` was read; undefined means the caller lost the
     * race and should read again.
     */
    async update(
      executor: DbExecutor,
      row: AssessmentRow,
      changes: Partial<Omit<NewAssessmentRow, 'id' | 'userId' | 'version' | 'state'>> & {
        state?: AssessmentState;
      },
    ): Promise<AssessmentRow | undefined> {
      const [updated] = await executor
        .update(assessments)
        .set({
          ...changes,
          state: (changes.state ?? row.state) as unknown as Record<string, unknown>,
          version: row.version + 1,
          updatedAt: new Date(),
        })
        .where(and(eq(assessments.id, row.id), eq(assessments.version, row.version)))
        .returning();
      return updated;
    },

    async history(options: {
      userId: string;
      jobId?: number | undefined;
      page: number;
      pageSize: number;
    }) {
      const where = and(
        eq(assessments.userId, options.userId),
        ne(assessments.status, 'failed'),
        options.jobId === undefined ? undefined : eq(assessments.jobId, options.jobId),
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: assessments.id,
            jobId: assessments.jobId,
            type: assessments.type,
            analyst: assessments.analyst,
            jobLanguage: assessments.jobLanguage,
            status: assessments.status,
            currentPhase: assessments.currentPhase,
            fitScore: assessments.fitScore,
            startedAt: assessments.startedAt,
            completedAt: assessments.completedAt,
            expiresAt: assessments.expiresAt,
            title: jobs.title,
            titleZh: jobs.titleZh,
          })
          .from(assessments)
          .innerJoin(jobs, eq(jobs.id, assessments.jobId))
          .where(where)
          .orderBy(desc(assessments.startedAt), desc(assessments.id))
          .limit(options.pageSize)
          .offset((options.page - 1) * options.pageSize),
        db.select({ total: count() }).from(assessments).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /**
     * Free assessments past their 24 h lose everything the user wrote and was told (answers,
     * questions, report); the row stays with its job, mode, dates and status, so the history can
     * still say the analysis existed and has expired.
     */
    async eraseExpired(now: Date): Promise<number> {
      const erased = await db
        .update(assessments)
        // A new version: a request that read the row before the sweep cannot write it back.
        .set({ state: {}, version: sql`${assessments.version} + 1`, updatedAt: now })
        .where(
          and(
            sql`${assessments.expiresAt} is not null`,
            lt(assessments.expiresAt, now),
            sql`${assessments.state} <> '{}'::jsonb`,
          ),
        )
        .returning({ id: assessments.id });
      return erased.length;
    },
  };
}

export type AssessmentsRepository = ReturnType<typeof createAssessmentsRepository>;
