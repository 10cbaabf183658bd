import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CREDIT_KINDS, CREDIT_REASONS } from '@irreplaceable/contracts/credits/credits';
import { users } from '../users/schema';

/**
 * Each user's credit balances. Written only by the ledger (features/credits/ledger.ts), in the
 * same transaction as the ledger row that explains the change; the checks keep them non-negative.
 */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    paid: integer('paid').notNull().default(0),
    free: integer('free').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('credit_accounts_paid_check', sql`${table.paid} >= 0`),
    check('credit_accounts_free_check', sql`${table.free} >= 0`),
  ],
);

/** Every change of a credit balance, with the balances it left. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    kind: text('kind', { enum: CREDIT_KINDS }).notNull(),
    reason: text('reason', { enum: CREDIT_REASONS }).notNull(),
    feature: text('feature'),
    /** What the change belongs to: an assessment id, the gift's UTC day, an admin's entry. */
    reference: text('reference'),
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    paidAfter: integer('paid_after').notNull(),
    freeAfter: integer('free_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('credit_ledger_user_created_idx').on(table.userId, table.createdAt),
    /** One daily gift per user per UTC day, however many claims race. */
    uniqueIndex('credit_ledger_daily_gift_idx')
      .on(table.userId, table.reference)
      .where(sql`reason = 'daily_gift'`),
    /** One feedback reward per analysis, however many feedbacks race. */
    uniqueIndex('credit_ledger_feedback_reward_idx')
      .on(table.userId, table.reference)
      .where(sql`reason = 'feedback_reward'`),
    /**
     * One top-up per Checkout session and one refund of it, whatever path a second attempt takes:
     * the session's conditional status update decides first, and these catch any code that skips it.
     */
    uniqueIndex('credit_ledger_top_up_idx')
      .on(table.reference)
      .where(sql`reason = 'top_up' and reference is not null`),
    uniqueIndex('credit_ledger_top_up_refund_idx')
      .on(table.reference)
      .where(sql`reason = 'top_up_refund' and reference is not null`),
  ],
);
