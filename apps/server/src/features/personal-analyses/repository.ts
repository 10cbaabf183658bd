import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TPersonalAnalysisKind } from '@irreplaceable/contracts/analyses/personal-analysis';
import type { Database } from '../../db/client';
import { analysisFiles, analysisFreeUses, personalAnalyses } from '../../db/schema';
import type { DbExecutor } from '../credits/ledger';

export type AnalysisRow = typeof personalAnalyses.$inferSelect;
export type NewAnalysisRow = typeof personalAnalyses.$inferInsert;
export type AnalysisFileRow = typeof analysisFiles.$inferSelect;

/** The columns a history lists: never the input text or the file. */
const historyColumns = {
  id: personalAnalyses.id,
  kind: personalAnalyses.kind,
  mode: personalAnalyses.mode,
  language: personalAnalyses.language,
  status: personalAnalyses.status,
  progress: personalAnalyses.progress,
  errorCode: personalAnalyses.errorCode,
  createdAt: personalAnalyses.createdAt,
  expiresAt: personalAnalyses.expiresAt,
  erasedAt: personalAnalyses.erasedAt,
  /** What a history line shows of the input (file name, size), without the text. */
  inputSummary: sql<Record<string, unknown>>`${personalAnalyses.input} - 'text'`,
  /** The headline of the result (a kind's record names them so): not the whole result. */
  topCode: sql<string | null>`${personalAnalyses.result}->'roles'->0->>'code'`,
  topFit: sql<number | null>`(${personalAnalyses.result}->'roles'->0->>'fit')::int`,
  currentCode: sql<string | null>`${personalAnalyses.result}->>'currentCode'`,
  /** An industry analysis's employment-weighted rate. */
  rate: sql<number | null>`(${personalAnalyses.result}->'rate'->>'value')::int`,
};
export type AnalysisHistoryRow = Pick<
  AnalysisRow,
  | 'id'
  | 'kind'
  | 'mode'
  | 'language'
  | 'status'
  | 'progress'
  | 'errorCode'
  | 'createdAt'
  | 'expiresAt'
  | 'erasedAt'
> & {
  inputSummary: Record<string, unknown>;
  topCode: string | null;
  topFit: number | null;
  currentCode: string | null;
  rate: number | null;
};

export function createPersonalAnalysesRepository(db: Database) {
  return {
    async insert(executor: DbExecutor, row: NewAnalysisRow): Promise<AnalysisRow> {
      const [inserted] = await executor.insert(personalAnalyses).values(row).returning();
      return inserted!;
    },

    /** Records the day's free analysis; a second one that day breaks the primary key. */
    async useFreeDay(executor: DbExecutor, use: typeof analysisFreeUses.$inferInsert) {
      await executor.insert(analysisFreeUses).values(use);
    },

    /** A failed free analysis gives its day back. */
    async releaseFreeDay(analysisId: string, executor: DbExecutor = db) {
      await executor.delete(analysisFreeUses).where(eq(analysisFreeUses.analysisId, analysisId));
    },

    async freeDayUsed(userId: string, kind: TPersonalAnalysisKind, day: string) {
      const [row] = await db
        .select({ day: analysisFreeUses.day })
        .from(analysisFreeUses)
        .where(
          and(
            eq(analysisFreeUses.userId, userId),
            eq(analysisFreeUses.kind, kind),
            eq(analysisFreeUses.day, day),
          ),
        );
      return row !== undefined;
    },

    async insertFile(executor: DbExecutor, file: typeof analysisFiles.$inferInsert) {
      await executor.insert(analysisFiles).values(file);
    },

    /** Only the owner's: another user's analysis is simply not found. */
    async getOwned(id: string, userId: string): Promise<AnalysisRow | undefined> {
      const [row] = await db
        .select()
        .from(personalAnalyses)
        .where(and(eq(personalAnalyses.id, id), eq(personalAnalyses.userId, userId)));
      return row;
    },

    async get(id: string): Promise<AnalysisRow | undefined> {
      const [row] = await db.select().from(personalAnalyses).where(eq(personalAnalyses.id, id));
      return row;
    },

    async getFile(analysisId: string): Promise<AnalysisFileRow | undefined> {
      const [file] = await db
        .select()
        .from(analysisFiles)
        .where(eq(analysisFiles.analysisId, analysisId));
      return file;
    },

    async hasFile(analysisId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: analysisFiles.analysisId })
        .from(analysisFiles)
        .where(eq(analysisFiles.analysisId, analysisId));
      return Boolean(row);
    },

    /**
     * Moves an analysis on, only while it is still `from` one of the given statuses: a deleted
     * or already finished analysis is not written back to life by a late step.
     */
    async advance(
      id: string,
      from: readonly AnalysisRow['status'][],
      changes: Partial<Omit<NewAnalysisRow, 'id' | 'userId'>>,
      executor: DbExecutor = db,
    ): Promise<AnalysisRow | undefined> {
      const [row] = await executor
        .update(personalAnalyses)
        .set(changes)
        .where(and(eq(personalAnalyses.id, id), inArray(personalAnalyses.status, [...from])))
        .returning();
      return row;
    },

    async history(userId: string, kind: TPersonalAnalysisKind, page: number, pageSize: number) {
      const where = and(eq(personalAnalyses.userId, userId), eq(personalAnalyses.kind, kind));
      const [rows, [counted]] = await Promise.all([
        db
          .select(historyColumns)
          .from(personalAnalyses)
          .where(where)
          .orderBy(desc(personalAnalyses.createdAt), desc(personalAnalyses.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(personalAnalyses).where(where),
      ]);
      return { rows: rows as AnalysisHistoryRow[], total: counted?.total ?? 0 };
    },

    async remove(
      id: string,
      userId: string,
      kind: TPersonalAnalysisKind,
    ): Promise<AnalysisRow | undefined> {
      const [row] = await db
        .delete(personalAnalyses)
        .where(
          and(
            eq(personalAnalyses.id, id),
            eq(personalAnalyses.userId, userId),
            eq(personalAnalyses.kind, kind),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Free analyses past their 24 h lose what the person gave (the CV text and file) and what
     * they were told; the row stays, so the history can say the analysis existed and expired.
     */
    async eraseExpired(now: Date): Promise<string[]> {
      return db.transaction(async (tx) => {
        const erased = await tx
          .update(personalAnalyses)
          .set({
            result: null,
            input: sql`${personalAnalyses.input} - 'text'`,
            erasedAt: now,
          })
          .where(
            and(
              sql`${personalAnalyses.expiresAt} is not null`,
              sql`${personalAnalyses.erasedAt} is null`,
              lt(personalAnalyses.expiresAt, now),
            ),
          )
          .returning({ id: personalAnalyses.id });
        const ids = erased.map((row) => row.id);
        if (ids.length > 0)
          await tx.delete(analysisFiles).where(inArray(analysisFiles.analysisId, ids));
        return ids;
      });
    },

    /** Analyses a stopped process left pending or processing. */
    async unfinished(): Promise<AnalysisRow[]> {
      return db
        .select()
        .from(personalAnalyses)
        .where(inArray(personalAnalyses.status, ['pending', 'processing']))
        .orderBy(personalAnalyses.createdAt);
    },
  };
}

export type PersonalAnalysesRepository = ReturnType<typeof createPersonalAnalysesRepository>;
