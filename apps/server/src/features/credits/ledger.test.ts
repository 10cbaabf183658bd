import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TCreditKind } from '@irreplaceable/contracts/credits/credits';
import { creditAccounts, creditLedger, users } from '../../db/schema';
import { AppError } from '../../platform/errors/app-error';
import { uniqueEmail } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { applyCreditChange, getBalance, refundCharge, spendCredits } from './ledger';

describe.each(databaseKinds)('the credit ledger (%s)', (kind) => {
  let t: TestApp;

  const newUser = async () => {
    const [user] = await t.app.db
      .insert(users)
      .values({ email: uniqueEmail('ledger'), username: 'ledger' })
      .returning({ id: users.id });
    return user!.id;
  };
  const give = (userId: string, amount: number, credit: TCreditKind) =>
    applyCreditChange(t.app.db, { userId, amount, kind: credit, reason: 'admin_grant' });
  const spend = (userId: string, amount: number, reference: string) =>
    t.app.db.transaction((tx) =>
      spendCredits(tx, {
        userId,
        amount,
        reason: 'assessment_charge',
        feature: 'job_fit',
        reference,
      }),
    );
  const refund = (userId: string, reference: string) =>
    t.app.db.transaction((tx) =>
      refundCharge(tx, {
        userId,
        chargeReason: 'assessment_charge',
        refundReason: 'assessment_refund',
        reference,
        feature: 'job_fit',
      }),
    );
  const isInsufficient = (error: unknown) =>
    error instanceof AppError && error.code === 'insufficient_credit';

  /** The ledger explains the balance: its amounts add up to it, kind by kind. */
  const expectLedgerMatchesBalance = async (userId: string) => {
    const sums = await t.app.db
      .select({ kind: creditLedger.kind, sum: sql<number>`sum(${creditLedger.amount})::int` })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .groupBy(creditLedger.kind);
    const sumOf = (credit: TCreditKind) => sums.find((row) => row.kind === credit)?.sum ?? 0;
    const balance = await getBalance(t.app.db, userId);
    expect({ paid: sumOf('paid'), free: sumOf('free') }).toEqual({
      paid: balance.paid,
      free: balance.free,
    });
    const [latest] = await t.app.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(sql`${creditLedger.id} desc`)
      .limit(1);
    if (latest) {
      expect({ paid: latest.paidAfter, free: latest.freeAfter }).toEqual({
        paid: balance.paid,
        free: balance.free,
      });
    }
    return balance;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('reads zero for a user who never had credit, and refuses a zero change', async () => {
    const userId = await newUser();
    expect(await getBalance(t.app.db, userId)).toEqual({ paid: 0, free: 0, total: 0 });
    await expect(give(userId, 0, 'paid')).rejects.toThrow(/non-zero/);
    await expect(give(userId, -1, 'free')).rejects.toSatisfy(isInsufficient);
    expect(
      await t.app.db.select().from(creditLedger).where(eq(creditLedger.userId, userId)),
    ).toEqual([]);
  });

  it('spends free credit first, then paid', async () => {
    const userId = await newUser();
    await give(userId, 3, 'free');
    await give(userId, 5, 'paid');
    const { entries, balance } = await spend(userId, 4, 'assessment-1');
    expect(entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['free', -3],
      ['paid', -1],
    ]);
    expect(entries.every((entry) => entry.feature === 'job_fit')).toBe(true);
    expect(balance).toEqual({ paid: 4, free: 0, total: 4 });
    const onlyPaid = await spend(userId, 2, 'assessment-2');
    expect(onlyPaid.entries.map((entry) => [entry.kind, entry.amount])).toEqual([['paid', -2]]);
    await expectLedgerMatchesBalance(userId);
  });

  it('spends all or nothing, and the caller’s transaction rolls back with it', async () => {
    const userId = await newUser();
    await give(userId, 1, 'free');
    await expect(spend(userId, 2, 'too-much')).rejects.toSatisfy(isInsufficient);
    await expect(
      t.app.db.transaction(async (tx) => {
        await applyCreditChange(tx, { userId, amount: 4, kind: 'paid', reason: 'top_up' });
        await spendCredits(tx, {
          userId,
          amount: 10,
          reason: 'assessment_charge',
          feature: 'job_fit',
          reference: 'rolled-back',
        });
      }),
    ).rejects.toSatisfy(isInsufficient);
    expect(await expectLedgerMatchesBalance(userId)).toEqual({ paid: 0, free: 1, total: 1 });
  });

  it('lets exactly one of ten simultaneous spends of 2 through a balance of 2', async () => {
    const userId = await newUser();
    await give(userId, 1, 'free');
    await give(userId, 1, 'paid');
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) => spend(userId, 2, `race-${index}`)),
    );
    const spent = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(spent).toHaveLength(1);
    expect(refused.every((result) => isInsufficient(result.reason))).toBe(true);
    expect(await expectLedgerMatchesBalance(userId)).toEqual({ paid: 0, free: 0, total: 0 });
  });

  it('refunds exactly what a charge took, once, however often it is asked', async () => {
    const userId = await newUser();
    await give(userId, 1, 'free');
    await give(userId, 4, 'paid');
    await spend(userId, 3, 'assessment-9');
    await spend(userId, 1, 'assessment-10');

    const results = await Promise.all(
      Array.from({ length: 5 }, () => refund(userId, 'assessment-9')),
    );
    const paidOut = results.filter((entries) => entries.length > 0);
    expect(paidOut).toHaveLength(1);
    expect(paidOut[0]!.map((entry) => [entry.kind, entry.amount, entry.reason])).toEqual([
      ['free', 1, 'assessment_refund'],
      ['paid', 2, 'assessment_refund'],
    ]);
    expect(await refund(userId, 'assessment-9')).toEqual([]);
    expect(await refund(userId, 'never-charged')).toEqual([]);
    expect(await expectLedgerMatchesBalance(userId)).toEqual({ paid: 3, free: 1, total: 4 });
  });

  it('keeps every balance equal to its ledger through a random run of changes', async () => {
    const userId = await newUser();
    // A small fixed-seed generator, so a failure can be replayed.
    let seed = 20_251_122;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    const expected = { paid: 0, free: 0 };
    const charged: string[] = [];
    for (let step = 0; step < 60; step += 1) {
      const action = random(4);
      const credit: TCreditKind = random(2) === 0 ? 'paid' : 'free';
      const amount = 1 + random(5);
      if (action === 0) {
        await give(userId, amount, credit);
        expected[credit] += amount;
      } else if (action === 1) {
        const canTake = expected[credit] >= amount;
        const taking = give(userId, -amount, credit);
        if (canTake) {
          await taking;
          expected[credit] -= amount;
        } else {
          await expect(taking).rejects.toSatisfy(isInsufficient);
        }
      } else if (action === 2) {
        const reference = `run-${step}`;
        if (expected.paid + expected.free >= amount) {
          await spend(userId, amount, reference);
          const fromFree = Math.min(expected.free, amount);
          expected.free -= fromFree;
          expected.paid -= amount - fromFree;
          charged.push(reference);
        } else {
          await expect(spend(userId, amount, reference)).rejects.toSatisfy(isInsufficient);
        }
      } else if (charged.length > 0) {
        const reference = charged.splice(random(charged.length), 1)[0]!;
        for (const entry of await refund(userId, reference)) expected[entry.kind] += entry.amount;
      }
      expect(await getBalance(t.app.db, userId)).toEqual({
        ...expected,
        total: expected.paid + expected.free,
      });
    }
    await expectLedgerMatchesBalance(userId);
    const [account] = await t.app.db
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.userId, userId));
    expect(account!.paid).toBeGreaterThanOrEqual(0);
    expect(account!.free).toBeGreaterThanOrEqual(0);
  });
});
