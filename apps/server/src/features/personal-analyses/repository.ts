import { and, count, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { TPersonalAnalysisKind } from '@irreplaceable/contracts/analyses/personal-analysis';
import type { Database } from '../../db/client';
import {
  analysisFiles,
  analysisFreeUses,
  personalAnalyses,
  privateFileRemovals,
} from '../../db/schema';
import type { DbExecutor } from '../credits/ledger';

export type AnalysisRow = typeof personalAnalyses.$inferSelect;
export type NewAnalysisRow = typeof personalAnalyses.$inferInsert;

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

/** Files of the private store due for removal from `dueAt`; a key already listed is moved. */
async function scheduleRemovals(executor: DbExecutor, storageKeys: string[], dueAt: Date) {
  if (storageKeys.length === 0) return;
  await executor
    .insert(privateFileRemovals)
    .values(storageKeys.map((storageKey) => ({ storageKey, dueAt })))
    .onConflictDoUpdate({ target: privateFileRemovals.storageKey, set: { dueAt } });
}

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

    /** Names a file kept in the private store; the pending removal that guarded it goes. */
    async insertFile(
      executor: DbExecutor,
      file: Omit<typeof analysisFiles.$inferInsert, 'bytes'> & { storageKey: string },
    ) {
      await executor.insert(analysisFiles).values(file);
      await executor
        .delete(privateFileRemovals)
        .where(eq(privateFileRemovals.storageKey, file.storageKey));
    },

    /** A private file to delete from `dueAt` on, unless its analysis claims it first. */
    async scheduleFileRemoval(storageKey: string, dueAt: Date) {
      await scheduleRemovals(db, [storageKey], dueAt);
    },

    async dueFileRemovals(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ storageKey: privateFileRemovals.storageKey })
        .from(privateFileRemovals)
        .where(lte(privateFileRemovals.dueAt, now))
        .orderBy(privateFileRemovals.dueAt)
        .limit(limit);
      return rows.map((row) => row.storageKey);
    },

    async forgetFileRemoval(storageKey: string) {
      await db.delete(privateFileRemovals).where(eq(privateFileRemovals.storageKey, storageKey));
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

    /** What is known of an analysis's file, without its bytes. */
    async getFile(analysisId: string) {
      const [file] = await db
        .select({
          fileName: analysisFiles.fileName,
          contentType: analysisFiles.contentType,
          size: analysisFiles.size,
          storageKey: analysisFiles.storageKey,
          sha256: analysisFiles.sha256,
        })
        .from(analysisFiles)
        .where(eq(analysisFiles.analysisId, analysisId));
      return file;
    },

    /** The bytes of a file kept in the row itself, as files were before the private store. */
    async getFileBytesInRow(analysisId: string): Promise<Buffer | undefined> {
      const [file] = await db
        .select({ bytes: analysisFiles.bytes })
        .from(analysisFiles)
        .where(eq(analysisFiles.analysisId, analysisId));
      return file?.bytes ?? undefined;
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

    /**
     * Deletes the owner's analysis and its file's row; the file in the private store is
     * scheduled for removal in the same transaction, and its key returned to remove it now.
     */
    async remove(
      id: string,
      userId: string,
      kind: TPersonalAnalysisKind,
      now: Date,
    ): Promise<{ row: AnalysisRow; storageKey: string | null } | undefined> {
      return db.transaction(async (tx) => {
        // Read before the delete: the file's row goes with the analysis (cascade).
        const [file] = await tx
          .select({ storageKey: analysisFiles.storageKey })
          .from(analysisFiles)
          .where(eq(analysisFiles.analysisId, id));
        const [row] = await tx
          .delete(personalAnalyses)
          .where(
            and(
              eq(personalAnalyses.id, id),
              eq(personalAnalyses.userId, userId),
              eq(personalAnalyses.kind, kind),
            ),
          )
          .returning();
        if (!row) return undefined;
        const storageKey = file?.storageKey ?? null;
        if (storageKey) await scheduleRemovals(tx, [storageKey], now);
        return { row, storageKey };
      });
    },

    /**
     * Free analyses past their 24 h lose what the person gave (the CV text and file) and what
     * they were told; the row stays, so the history can say the analysis existed and expired.
     * Their files in the private store are scheduled for removal in the same transaction.
     */
    async eraseExpired(now: Date): Promise<string[]> {
      return db.transaction(async (tx) => {
        const erased = await tx
          .update(personalAnalyses)
          .set({
            result: null,
            // The headline is read from the text (the person's name): it goes with it.
            input: sql`${personalAnalyses.input} - 'text' - 'label'`,
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
        if (ids.length > 0) {
          const files = await tx
            .delete(analysisFiles)
            .where(inArray(analysisFiles.analysisId, ids))
            .returning({ storageKey: analysisFiles.storageKey });
          const keys = files.flatMap((file) => (file.storageKey ? [file.storageKey] : []));
          await scheduleRemovals(tx, keys, now);
        }
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
