import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CHECKOUT_SESSION_STATUSES,
  PAYMENT_PROVIDERS,
  WEBHOOK_EVENT_STATUSES,
} from '@irreplaceable/contracts/payments/payment-statuses';
import { users } from '../users/schema';

/**
 * A pack a user set out to buy: one row per payment provider's Checkout session, its id being the
 * provider's. Pack, credits, amount and currency are ours, from the server's table, and a paid
 * webhook must match them. `status` moves only by conditional updates, which is what credits a
 * session once however often its payment is reported.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    pack: integer('pack').notNull(),
    credits: integer('credits').notNull(),
    /** In the currency's smallest unit (cents). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: CHECKOUT_SESSION_STATUSES }).notNull().default('created'),
    featureName: text('feature_name').notNull(),
    sourcePath: text('source_path').notNull(),
    sourceName: text('source_name').notNull().default(''),
    /** The provider's payment, recorded when the session completes; refunds name it. */
    paymentIntent: text('payment_intent'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    index('checkout_sessions_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('checkout_sessions_payment_intent_idx')
      .on(table.paymentIntent)
      .where(sql`payment_intent is not null`),
    check(
      'checkout_sessions_amounts_check',
      sql`${table.pack} > 0 and ${table.credits} > 0 and ${table.amount} > 0`,
    ),
    check(
      'checkout_sessions_status_check',
      sql`${table.status} in ('created', 'completed', 'expired', 'refunded')`,
    ),
  ],
);

/**
 * Every webhook event whose signature verified, kept whatever became of it: the provider's event
 * id is unique, so a redelivery finds the first copy and changes nothing. `needs_attention` marks
 * what an administrator must settle by hand (a refund the balance could not cover).
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    status: text('status', { enum: WEBHOOK_EVENT_STATUSES }).notNull(),
    error: text('error'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The Checkout session the event was about, when it named one of ours. */
    sessionId: text('session_id'),
    needsAttention: boolean('needs_attention').notNull().default(false),
    receivedAt: timestamp('received_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('webhook_events_event_id_idx').on(table.eventId),
    index('webhook_events_received_idx').on(table.receivedAt),
    index('webhook_events_session_idx').on(table.sessionId),
    index('webhook_events_attention_idx')
      .on(table.receivedAt)
      .where(sql`needs_attention`),
    check(
      'webhook_events_status_check',
      sql`${table.status} in ('processed', 'ignored', 'failed')`,
    ),
  ],
);
