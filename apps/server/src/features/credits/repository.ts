import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creditAccounts, creditLedger, users } from '../../db/schema';
import type { LedgerEntryRow } from './ledger';

export interface CreditUserRow {
  id: string;
  email: string;
  username: string;
  createdAt: Date;
  paid: number;
  free: number;
}

/** `%`, `_` and `\` typed into a search box are searched for, not treated as wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Reads of the credit tables; every write goes through the ledger. */
export function createCreditsRepository(db: Database) {
  const userColumns = {
    id: users.id,
    email: users.email,
    username: users.username,
    createdAt: users.createdAt,
    paid: sql<number>`coalesce(${creditAccounts.paid}, 0)`,
    free: sql<number>`coalesce(${creditAccounts.free}, 0)`,
  };

  return {
    /** One page of a user's ledger, newest first, with the number of rows in all. */
    async history(
      userId: string,
      limit: number,
      offset: number,
    ): Promise<{ rows: LedgerEntryRow[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(creditLedger)
          .where(eq(creditLedger.userId, userId))
          .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(creditLedger).where(eq(creditLedger.userId, userId)),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async hasDailyGift(userId: string, day: string): Promise<boolean> {
      const [row] = await db
        .select({ id: creditLedger.id })
        .from(creditLedger)
        .where(
          and(
            eq(creditLedger.userId, userId),
            eq(creditLedger.reason, 'daily_gift'),
            eq(creditLedger.reference, day),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async findUser(where: { id: string } | { email: string }): Promise<CreditUserRow | undefined> {
      const [row] = await db
        .select(userColumns)
        .from(users)
        .leftJoin(creditAccounts, eq(creditAccounts.userId, users.id))
        .where('id' in where ? eq(users.id, where.id) : eq(users.email, where.email.toLowerCase()))
        .limit(1);
      return row;
    },

    /** Users whose e-mail or name contains the text (all users for none), newest first. */
    async searchUsers(
      text: string,
      limit: number,
      offset: number,
    ): Promise<{ rows: CreditUserRow[]; total: number }> {
      const matches = text
        ? or(ilike(users.email, containing(text)), ilike(users.username, containing(text)))
        : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select(userColumns)
          .from(users)
          .leftJoin(creditAccounts, eq(creditAccounts.userId, users.id))
          .where(matches)
          .orderBy(desc(users.createdAt), users.email)
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(users).where(matches),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type CreditsRepository = ReturnType<typeof createCreditsRepository>;
