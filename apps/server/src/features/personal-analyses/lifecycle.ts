import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type {
  TAnalysisAllowance,
  TAnalysisStage,
  TPersonalAnalysisKind,
  TPersonalAnalysisMode,
} from '@irreplaceable/contracts/analyses/personal-analysis';
import type { ErrorCode } from '@irreplaceable/contracts/common/error-codes';
import { PERSONAL_ANALYSIS, type Language } from '@irreplaceable/contracts/constants';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import type { EventBus } from '../../platform/events/event-bus';
import type { GenerationQueue } from '../../platform/queue/generation-queue';
import {
  newPrivateKey,
  sha256Hex,
  type PrivateFileStore,
} from '../../platform/files/private-file-store';
import { nextUtcDay, utcDay } from '../../platform/time/utc-day';
import { refundCharge, spendCredits } from '../credits/ledger';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AnalysisRow, PersonalAnalysesRepository } from './repository';

/** An analysis interrupted this many times (restarts, crashes) is failed instead of retried. */
const MAX_ATTEMPTS = 3;
const CHARGE = { chargeReason: 'analysis_charge', refundReason: 'analysis_refund' } as const;
/**
 * A file is written to the private store before its analysis is recorded; should the process stop
 * in between, it is removed this long after. No start takes that long.
 */
const UNCLAIMED_FILE_GRACE_MS = 3600_000;
/** Files removed per sweep; the rest wait for the next one. */
const FILE_REMOVALS_PER_SWEEP = 200;

/** Reports a step of the work: the stage it reached and the progress (0–100). */
export type ReportStep = (stage: TAnalysisStage, progress: number) => Promise<void>;

/** What a kind of analysis (CV, industry) brings to the shared lifecycle. */
export interface AnalysisKindHandler {
  kind: TPersonalAnalysisKind;
  /** The ledger's feature name for its charges: `cv_analysis`. */
  feature: string;
  /** Does the work and returns the result to keep; an AppError's code is what the user sees. */
  run(row: AnalysisRow, report: ReportStep): Promise<Record<string, unknown>>;
}

export interface StartAnalysis {
  userId: string;
  kind: TPersonalAnalysisKind;
  mode: TPersonalAnalysisMode;
  language: Language;
  input: Record<string, unknown>;
  file?: { fileName: string; contentType: string; bytes: Buffer } | undefined;
}

/** An analysis's file as its owner downloads it: streamed from the private store. */
export interface AnalysisFile {
  fileName: string;
  contentType: string;
  size: number;
  /** A stream from the private store; the bytes themselves for a file kept the older way. */
  body: Readable | Buffer;
}

export function createAnalysisLifecycle(deps: {
  db: Database;
  repository: PersonalAnalysesRepository;
  /** Where uploaded files are kept: never in the analysis's row. */
  files: PrivateFileStore;
  queue: GenerationQueue;
  bus: EventBus;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, repository, queue, bus, log, files } = deps;
  const now = deps.now ?? (() => new Date());
  const handlers = new Map<TPersonalAnalysisKind, AnalysisKindHandler>();

  async function announce(row: AnalysisRow): Promise<void> {
    await bus.publish({
      kind: 'user',
      userId: row.userId,
      message: {
        type: 'analysis_progress',
        data: {
          analysis_id: row.id,
          kind: row.kind,
          status: row.status,
          progress: row.progress,
          stage: row.stage,
          error_message: null,
          error_type: row.errorCode,
        },
      },
    });
  }

  /**
   * Failed: what was charged comes back, and a free analysis gives its day back, in the same
   * transaction as the status, so nobody reads "failed" while the credit is still spent.
   */
  async function fail(row: AnalysisRow, code: ErrorCode): Promise<void> {
    const failed = await db.transaction(async (tx) => {
      const changed = await repository.advance(
        row.id,
        ['pending', 'processing'],
        { status: 'failed', stage: 'failed', errorCode: code, completedAt: now() },
        tx,
      );
      if (!changed) return undefined;
      if (changed.mode === 'free') await repository.releaseFreeDay(changed.id, tx);
      if (changed.creditsCharged > 0) {
        await refundCharge(tx, {
          userId: changed.userId,
          ...CHARGE,
          reference: changed.id,
          feature: handlers.get(changed.kind)?.feature ?? changed.kind,
        });
      }
      return changed;
    });
    if (!failed) return;
    await announce(failed);
  }

  /**
   * Writes an uploaded file to the private store under a fresh key, guarded by a removal due
   * within the hour that recording the analysis cancels. The hash is taken meanwhile.
   */
  async function keepFile(kind: TPersonalAnalysisKind, bytes: Buffer, contentType: string) {
    const storageKey = newPrivateKey(kind);
    await repository.scheduleFileRemoval(
      storageKey,
      new Date(now().getTime() + UNCLAIMED_FILE_GRACE_MS),
    );
    const [sha256] = await Promise.all([
      sha256Hex(bytes),
      files.put(storageKey, bytes, contentType),
    ]);
    return { storageKey, sha256 };
  }

  /**
   * Deletes a file from the private store, then its scheduled removal. A failure is logged, not
   * thrown: the removal stays scheduled and the next sweep tries again.
   */
  async function removeFile(storageKey: string): Promise<void> {
    try {
      await files.delete(storageKey);
      await repository.forgetFileRemoval(storageKey);
    } catch (error) {
      log.warn({ err: error }, 'a private file could not be removed; the sweep tries again');
    }
  }

  return {
    register(handler: AnalysisKindHandler) {
      handlers.set(handler.kind, handler);
    },

    /**
     * Records the analysis and its charge in one transaction, then queues it. Free mode is once
     * per user, kind and UTC day (a unique index decides when two starts race); credit mode
     * spends through the ledger, all or nothing.
     */
    async start(request: StartAnalysis): Promise<AnalysisRow> {
      const handler = handlers.get(request.kind);
      if (!handler) throw new Error(`No handler for ${request.kind} analyses`);
      const id = crypto.randomUUID();
      const started = now();
      const isFree = request.mode === 'free';
      const kept = request.file
        ? await keepFile(request.kind, request.file.bytes, request.file.contentType)
        : undefined;
      let row: AnalysisRow;
      try {
        row = await db.transaction(async (tx) => {
          const inserted = await repository.insert(tx, {
            id,
            userId: request.userId,
            kind: request.kind,
            mode: request.mode,
            language: request.language,
            input: request.input,
            expiresAt: isFree
              ? new Date(started.getTime() + PERSONAL_ANALYSIS.freeResultTtlMs)
              : null,
            creditsCharged: isFree ? 0 : PERSONAL_ANALYSIS.creditCost,
            createdAt: started,
          });
          if (isFree) {
            await repository.useFreeDay(tx, {
              userId: request.userId,
              kind: request.kind,
              day: utcDay(started),
              analysisId: id,
            });
          } else {
            await spendCredits(tx, {
              userId: request.userId,
              amount: PERSONAL_ANALYSIS.creditCost,
              reason: CHARGE.chargeReason,
              feature: handler.feature,
              reference: id,
            });
          }
          if (request.file && kept) {
            await repository.insertFile(tx, {
              analysisId: id,
              fileName: request.file.fileName,
              contentType: request.file.contentType,
              size: request.file.bytes.length,
              ...kept,
            });
          }
          return inserted;
        });
      } catch (error) {
        if (kept) await removeFile(kept.storageKey);
        if (isUniqueViolation(error, 'analysis_free_uses_user_id_kind_day_pk')) {
          throw new AppError('free_analysis_used', {
            next: nextUtcDay(started).toISOString().slice(0, 16).replace('T', ' '),
          });
        }
        throw error;
      }
      await queue.enqueue(row.id);
      await announce(row);
      return row;
    },

    /** The queue's worker: one analysis from pending to completed or failed. */
    async process(id: string): Promise<void> {
      const row = await repository.get(id);
      if (!row || (row.status !== 'pending' && row.status !== 'processing')) return;
      const handler = handlers.get(row.kind);
      if (!handler) return fail(row, 'server_error');
      const processing = await repository.advance(id, ['pending', 'processing'], {
        status: 'processing',
        stage: 'reading',
        progress: 5,
        startedAt: now(),
        attempts: row.attempts + 1,
      });
      if (!processing) return;
      await announce(processing);
      const report: ReportStep = async (stage, progress) => {
        const moved = await repository.advance(id, ['processing'], { stage, progress });
        if (moved) await announce(moved);
      };
      try {
        const result = await handler.run(processing, report);
        const completed = await repository.advance(id, ['processing'], {
          status: 'completed',
          stage: 'done',
          progress: 100,
          result,
          completedAt: now(),
        });
        if (completed) await announce(completed);
      } catch (error) {
        const code = error instanceof AppError ? error.code : 'server_error';
        if (code === 'server_error') log.error({ err: error, analysis: id }, 'analysis failed');
        await fail(processing, code);
      }
    },

    /** Analyses a stopped process left behind: queued again, or failed after three tries. */
    async resumeUnfinished(): Promise<{ resumed: number; failed: number }> {
      let resumed = 0;
      let failed = 0;
      for (const row of await repository.unfinished()) {
        if (row.attempts >= MAX_ATTEMPTS) {
          await fail(row, 'server_error');
          failed += 1;
        } else {
          await queue.enqueue(row.id);
          resumed += 1;
        }
      }
      return { resumed, failed };
    },

    /** Whether today's free analysis of this kind is still there, and when the next one comes. */
    async allowance(userId: string, kind: TPersonalAnalysisKind): Promise<TAnalysisAllowance> {
      const at = now();
      const used = await repository.freeDayUsed(userId, kind, utcDay(at));
      return {
        free_available: !used,
        next_free_at: used ? nextUtcDay(at).toISOString() : null,
        credit_cost: PERSONAL_ANALYSIS.creditCost,
      };
    },

    /** The owner's analysis; a free one past its 24 hours is gone (410). */
    async readable(userId: string, id: string): Promise<AnalysisRow> {
      const row = await repository.getOwned(id, userId);
      if (!row) throw new AppError('not_found');
      if (isExpired(row, now())) throw new AppError('analysis_expired');
      return row;
    },

    /** Deletes the owner's analysis of this kind, expired or not; its file goes with it. */
    async remove(userId: string, id: string, kind: TPersonalAnalysisKind): Promise<void> {
      const removed = await repository.remove(id, userId, kind, now());
      if (!removed) throw new AppError('not_found');
      if (removed.storageKey) await removeFile(removed.storageKey);
    },

    /** The owner's file, or undefined when the analysis was given none (or it is gone). */
    async file(analysisId: string): Promise<AnalysisFile | undefined> {
      const file = await repository.getFile(analysisId);
      if (!file) return undefined;
      const body = file.storageKey
        ? await files.get(file.storageKey)
        : await repository.getFileBytesInRow(analysisId);
      if (!body) return undefined;
      return { fileName: file.fileName, contentType: file.contentType, size: file.size, body };
    },

    /**
     * Erases expired free analyses, then removes the files that are due: theirs, and any that an
     * earlier removal or a stopped process left behind.
     */
    async sweepExpired(): Promise<number> {
      const erased = await repository.eraseExpired(now());
      for (const storageKey of await repository.dueFileRemovals(now(), FILE_REMOVALS_PER_SWEEP)) {
        await removeFile(storageKey);
      }
      return erased.length;
    },

    isExpired: (row: Pick<AnalysisRow, 'expiresAt' | 'erasedAt'>) => isExpired(row, now()),
    now,
  };
}

function isExpired(row: Pick<AnalysisRow, 'expiresAt' | 'erasedAt'>, at: Date): boolean {
  return row.erasedAt !== null || (row.expiresAt !== null && row.expiresAt <= at);
}

export type AnalysisLifecycle = ReturnType<typeof createAnalysisLifecycle>;
