import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oauthStates, otpCodes, refreshTokens, userIdentities } from '../../db/schema';

export function createAuthRepository(db: Database) {
  return {
    async countCodesSince(by: { email?: string; ip?: string }, since: Date): Promise<number> {
      const filter = by.email ? eq(otpCodes.email, by.email) : eq(otpCodes.ip, by.ip ?? '');
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(otpCodes)
        .where(and(filter, gt(otpCodes.createdAt, since)));
      return row?.count ?? 0;
    },

    async latestCode(email: string) {
      const [row] = await db
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.email, email))
        .orderBy(desc(otpCodes.createdAt))
        .limit(1);
      return row;
    },

    async insertCode(values: typeof otpCodes.$inferInsert) {
      await db.insert(otpCodes).values(values);
    },

    /** Counts a wrong guess atomically and returns how many guesses the code has had. */
    async recordFailedAttempt(id: string): Promise<number> {
      const [row] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(eq(otpCodes.id, id))
        .returning({ attempts: otpCodes.attempts });
      return row?.attempts ?? Number.MAX_SAFE_INTEGER;
    },

    /** Only one of several simultaneous verifications can consume a code. */
    async consumeCode(id: string): Promise<boolean> {
      const rows = await db
        .update(otpCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id });
      return rows.length === 1;
    },

    async insertRefreshToken(values: typeof refreshTokens.$inferInsert) {
      await db.insert(refreshTokens).values(values);
    },

    async findRefreshToken(tokenHash: string) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Marks a token used; false when another request already used or revoked it. */
    async revokeToken(id: string): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async revokeFamily(familyId: string) {
      const at = new Date();
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`coalesce(${refreshTokens.revokedAt}, ${at})`, familyRevokedAt: at })
        .where(eq(refreshTokens.familyId, familyId));
    },

    async insertOauthState(values: typeof oauthStates.$inferInsert) {
      await db.insert(oauthStates).values(values);
    },

    /** A state is good for one callback only. */
    async takeOauthState(state: string) {
      const [row] = await db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
      return row;
    },

    async deleteExpiredOauthStates(now: Date) {
      await db.delete(oauthStates).where(sql`${oauthStates.expiresAt} < ${now}`);
    },

    async findIdentity(provider: string, subject: string) {
      const [row] = await db
        .select()
        .from(userIdentities)
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
        .limit(1);
      return row;
    },

    async linkIdentity(values: typeof userIdentities.$inferInsert) {
      await db.insert(userIdentities).values(values).onConflictDoNothing();
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
