import { and, eq, sql } from 'drizzle-orm';
import type {
  TCreditBalance,
  TCreditKind,
  TCreditReason,
} from '@irreplaceable/contracts/credits/credits';
import type { Database } from '../../db/client';
import { creditAccounts, creditLedger } from '../../db/schema';
import { AppError } from '../../platform/errors/app-error';

/** The handle drizzle passes to a `db.transaction` callback. */
export type DbTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where ledger writes run: the database itself, or a caller's open transaction. */
export type DbExecutor = Database | DbTransaction;

export type LedgerEntryRow = typeof creditLedger.$inferSelect;

export interface CreditChange {
  userId: string;
  /** Positive adds credit, negative takes it; never zero. */
  amount: number;
  kind: TCreditKind;
  reason: TCreditReason;
  feature?: string | null | undefined;
  reference?: string | null | undefined;
  note?: string | null | undefined;
  actorId?: string | null | undefined;
}

const balanceColumn = { paid: creditAccounts.paid, free: creditAccounts.free } as const;

export function toBalance(paid: number, free: number): TCreditBalance {
  return { paid, free, total: paid + free };
}

async function ensureAccount(executor: DbExecutor, userId: string): Promise<void> {
  await executor.insert(creditAccounts).values({ userId }).onConflictDoNothing();
}

/** Reads the balances and holds the account row until the transaction ends. */
async function lockAccount(executor: DbExecutor, userId: string): Promise<TCreditBalance> {
  await ensureAccount(executor, userId);
  const [account] = await executor
    .select({ paid: creditAccounts.paid, free: creditAccounts.free })
    .from(creditAccounts)
    .where(eq(creditAccounts.userId, userId))
    .for('update');
  return toBalance(account?.paid ?? 0, account?.free ?? 0);
}

/**
 * The one write of a balance, with the ledger row that explains it. The balance moves by a
 * conditional UPDATE, so however many requests race, a balance never goes below zero: on
 * PostgreSQL the UPDATE waits for the row lock and re-checks its condition on the row it then
 * sees; PGlite runs one transaction at a time. Runs in its own transaction, or in a savepoint of
 * the caller's, so a failed ledger insert (a second daily gift) also undoes the balance change.
 */
export async function applyCreditChange(
  executor: DbExecutor,
  change: CreditChange,
): Promise<LedgerEntryRow> {
  if (!Number.isInteger(change.amount) || change.amount === 0) {
    throw new Error(`A credit change needs a non-zero whole amount, not ${change.amount}`);
  }
  return executor.transaction(async (tx) => {
    await ensureAccount(tx, change.userId);
    const column = balanceColumn[change.kind];
    const moved = sql`${column} + ${change.amount}`;
    const [account] = await tx
      .update(creditAccounts)
      .set(
        change.kind === 'paid'
          ? { paid: moved, updatedAt: sql`now()` }
          : { free: moved, updatedAt: sql`now()` },
      )
      .where(and(eq(creditAccounts.userId, change.userId), sql`${column} + ${change.amount} >= 0`))
      .returning({ paid: creditAccounts.paid, free: creditAccounts.free });
    if (!account) throw new AppError('insufficient_credit');
    const [entry] = await tx
      .insert(creditLedger)
      .values({
        userId: change.userId,
        amount: change.amount,
        kind: change.kind,
        reason: change.reason,
        feature: change.feature ?? null,
        reference: change.reference ?? null,
        note: change.note ?? null,
        actorId: change.actorId ?? null,
        paidAfter: account.paid,
        freeAfter: account.free,
      })
      .returning();
    return entry!;
  });
}

/**
 * Takes `amount` credits, free credit first and then paid, all or nothing: without enough in
 * total it throws `insufficient_credit` and the caller's transaction rolls back. The account row
 * is locked before the split is decided, so two racing spends cannot both plan on the same free
 * credit.
 */
export async function spendCredits(
  executor: DbExecutor,
  spend: {
    userId: string;
    amount: number;
    reason: TCreditReason;
    feature: string;
    reference: string;
  },
): Promise<{ entries: LedgerEntryRow[]; balance: TCreditBalance }> {
  if (!Number.isInteger(spend.amount) || spend.amount <= 0) {
    throw new Error(`A spend needs a positive whole amount, not ${spend.amount}`);
  }
  return executor.transaction(async (tx) => {
    const before = await lockAccount(tx, spend.userId);
    if (before.total < spend.amount) throw new AppError('insufficient_credit');
    const fromFree = Math.min(before.free, spend.amount);
    const parts: [TCreditKind, number][] = [
      ['free', fromFree],
      ['paid', spend.amount - fromFree],
    ];
    const entries: LedgerEntryRow[] = [];
    for (const [kind, amount] of parts) {
      if (amount === 0) continue;
      entries.push(
        await applyCreditChange(tx, {
          userId: spend.userId,
          amount: -amount,
          kind,
          reason: spend.reason,
          feature: spend.feature,
          reference: spend.reference,
        }),
      );
    }
    const last = entries.at(-1)!;
    return { entries, balance: toBalance(last.paidAfter, last.freeAfter) };
  });
}

/**
 * Gives back what the charge rows (user, charge reason, reference) took, kind by kind. A
 * reference that already has refund rows is left alone and `[]` comes back, so retries and
 * racing refunds pay out once: the account row lock orders them, and the later one sees the
 * earlier one's rows.
 */
export async function refundCharge(
  executor: DbExecutor,
  refund: {
    userId: string;
    chargeReason: TCreditReason;
    refundReason: TCreditReason;
    reference: string;
    feature: string;
  },
): Promise<LedgerEntryRow[]> {
  return executor.transaction(async (tx) => {
    await lockAccount(tx, refund.userId);
    const ofReference = (reason: TCreditReason) =>
      and(
        eq(creditLedger.userId, refund.userId),
        eq(creditLedger.reason, reason),
        eq(creditLedger.reference, refund.reference),
      );
    const [done] = await tx
      .select({ id: creditLedger.id })
      .from(creditLedger)
      .where(ofReference(refund.refundReason))
      .limit(1);
    if (done) return [];
    const taken = await tx
      .select({ kind: creditLedger.kind, amount: sql<number>`sum(${creditLedger.amount})::int` })
      .from(creditLedger)
      .where(ofReference(refund.chargeReason))
      .groupBy(creditLedger.kind);
    const entries: LedgerEntryRow[] = [];
    // Free first, as it was spent, so the rows read in the same order as the charge.
    for (const kind of ['free', 'paid'] as const) {
      const amount = -(taken.find((row) => row.kind === kind)?.amount ?? 0);
      if (amount <= 0) continue;
      entries.push(
        await applyCreditChange(tx, {
          userId: refund.userId,
          amount,
          kind,
          reason: refund.refundReason,
          feature: refund.feature,
          reference: refund.reference,
        }),
      );
    }
    return entries;
  });
}

/**
 * Adds free credit unless the user already received `perDay` such credits (same reason) on this
 * UTC day, or this reference already earned it: the account row lock orders racing rewards, so
 * the count each one sees includes the others. Null when nothing was added.
 */
export async function creditWithinDailyLimit(
  executor: DbExecutor,
  reward: {
    userId: string;
    amount: number;
    reason: TCreditReason;
    feature: string;
    reference: string;
    perDay: number;
    now: Date;
  },
): Promise<LedgerEntryRow | null> {
  return executor.transaction(async (tx) => {
    await lockAccount(tx, reward.userId);
    const dayStart = new Date(
      Date.UTC(reward.now.getUTCFullYear(), reward.now.getUTCMonth(), reward.now.getUTCDate()),
    );
    const [counted] = await tx
      .select({
        today: sql<number>`count(*) filter (where ${creditLedger.createdAt} >= ${dayStart})::int`,
        same: sql<number>`count(*) filter (where ${creditLedger.reference} = ${reward.reference})::int`,
      })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, reward.userId), eq(creditLedger.reason, reward.reason)));
    if ((counted?.same ?? 0) > 0 || (counted?.today ?? 0) >= reward.perDay) return null;
    return applyCreditChange(tx, {
      userId: reward.userId,
      amount: reward.amount,
      kind: 'free',
      reason: reward.reason,
      feature: reward.feature,
      reference: reward.reference,
    });
  });
}

/** The user's balances; a user who never had credit has an account of zeros. */
export async function getBalance(db: DbExecutor, userId: string): Promise<TCreditBalance> {
  const [account] = await db
    .select({ paid: creditAccounts.paid, free: creditAccounts.free })
    .from(creditAccounts)
    .where(eq(creditAccounts.userId, userId))
    .limit(1);
  return toBalance(account?.paid ?? 0, account?.free ?? 0);
}
