import { and, count, desc, eq } from 'drizzle-orm';
import { CV_EDITOR } from '@irreplaceable/contracts/constants';
import type { TCvDocument } from '@irreplaceable/contracts/cv/cv-document';
import type {
  TSaveCvResponse,
  TSavedCv,
  TSavedCvListResponse,
  TSavedCvSummary,
} from '@irreplaceable/contracts/cv/saved-cv';
import type { Database } from '../../db/client';
import { savedCvs } from '../../db/schema';
import { AppError } from '../../platform/errors/app-error';
import { applyCreditChange, getBalance } from '../credits/ledger';
import { isUniqueViolation } from '../../db/unique-violation';
import { assertCompleteCv } from './cv-pdf';

type SavedCvRow = typeof savedCvs.$inferSelect;

function toSummary(row: SavedCvRow): TSavedCvSummary {
  return {
    id: row.id,
    name: row.name,
    title: row.cv.basics.label?.trim() || null,
    created_at: row.createdAt.toISOString(),
  };
}

/** CV copies kept on the server (spec 000 section 9): one paid credit each, the owner's alone. */
export function createSavedCvs(db: Database) {
  async function byRequest(userId: string, requestId: string) {
    const [row] = await db
      .select()
      .from(savedCvs)
      .where(and(eq(savedCvs.userId, userId), eq(savedCvs.requestId, requestId)));
    return row;
  }

  return {
    /**
     * Saves and charges in one transaction: the copy exists if and only if its credit was taken.
     * Free credit never pays; a request id seen before answers with its copy and charges nothing.
     */
    async save(
      userId: string,
      request: { cv: TCvDocument; name: string; requestId: string },
    ): Promise<TSaveCvResponse> {
      assertCompleteCv(request.cv);
      const earlier = await byRequest(userId, request.requestId);
      if (earlier) {
        return { saved: toSummary(earlier), charged: false, balance: await getBalance(db, userId) };
      }
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(savedCvs)
            .values({ userId, requestId: request.requestId, name: request.name, cv: request.cv })
            .returning();
          const entry = await applyCreditChange(tx, {
            userId,
            amount: -CV_EDITOR.saveCost,
            kind: 'paid',
            reason: 'cv_save',
            feature: 'cv_editor',
            reference: row!.id,
          }).catch(async (error: unknown) => {
            if (error instanceof AppError && error.code === 'insufficient_credit') {
              const balance = await getBalance(tx, userId);
              throw new AppError('paid_credit_required', { paid: balance.paid });
            }
            throw error;
          });
          return {
            saved: toSummary(row!),
            charged: true,
            balance: {
              paid: entry.paidAfter,
              free: entry.freeAfter,
              total: entry.paidAfter + entry.freeAfter,
            },
          };
        });
      } catch (error) {
        // The same request racing itself: the other one saved and charged.
        if (isUniqueViolation(error, 'saved_cvs_user_request_idx')) {
          const row = await byRequest(userId, request.requestId);
          if (row)
            return { saved: toSummary(row), charged: false, balance: await getBalance(db, userId) };
        }
        throw error;
      }
    },

    async list(userId: string, page: number, pageSize: number): Promise<TSavedCvListResponse> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(savedCvs)
          .where(eq(savedCvs.userId, userId))
          .orderBy(desc(savedCvs.createdAt), desc(savedCvs.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(savedCvs).where(eq(savedCvs.userId, userId)),
      ]);
      const totalCount = total?.value ?? 0;
      return {
        items: rows.map(toSummary),
        total: totalCount,
        page,
        page_size: pageSize,
        has_more: page * pageSize < totalCount,
      };
    },

    async get(userId: string, id: string): Promise<TSavedCv> {
      const [row] = await db
        .select()
        .from(savedCvs)
        .where(and(eq(savedCvs.id, id), eq(savedCvs.userId, userId)));
      if (!row) throw new AppError('not_found');
      return { ...toSummary(row), cv: row.cv };
    },

    /** Deleting gives no credit back: the credit paid for keeping it until now. */
    async remove(userId: string, id: string): Promise<void> {
      const deleted = await db
        .delete(savedCvs)
        .where(and(eq(savedCvs.id, id), eq(savedCvs.userId, userId)))
        .returning({ id: savedCvs.id });
      if (deleted.length === 0) throw new AppError('not_found');
    },
  };
}
