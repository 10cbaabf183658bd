import { and, desc, eq, sql } from 'drizzle-orm';
import type { TWebhookEventStatus } from '@irreplaceable/contracts/payments/payment-statuses';
import { checkoutSessions, webhookEvents } from '../../db/schema';
import type { DbExecutor, DbTransaction } from '../credits/ledger';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type NewCheckoutSession = typeof checkoutSessions.$inferInsert;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;

/** What became of one event, as stored on its row. */
export interface EventOutcome {
  status: TWebhookEventStatus;
  error: string | null;
  userId: string | null;
  sessionId: string | null;
  needsAttention: boolean;
}

/**
 * Reads and writes of Checkout sessions and webhook events. A session's status moves only from
 * the status it must be in, so of two racing writers one changes the row and the other gets
 * nothing back. Credits move through the ledger, never here.
 */
export const paymentsRepository = {
  async insertSession(executor: DbExecutor, row: NewCheckoutSession): Promise<CheckoutSessionRow> {
    const [inserted] = await executor.insert(checkoutSessions).values(row).returning();
    return inserted!;
  },

  async findSession(executor: DbExecutor, id: string): Promise<CheckoutSessionRow | undefined> {
    const [row] = await executor
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, id))
      .limit(1);
    return row;
  },

  /** The session, held until the transaction ends so its webhooks are applied one at a time. */
  async lockSession(tx: DbTransaction, id: string): Promise<CheckoutSessionRow | undefined> {
    const [row] = await tx
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, id))
      .for('update');
    return row;
  },

  async lockSessionByPaymentIntent(
    tx: DbTransaction,
    paymentIntent: string,
  ): Promise<CheckoutSessionRow | undefined> {
    const [row] = await tx
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.paymentIntent, paymentIntent))
      .for('update');
    return row;
  },

  async markCompleted(
    tx: DbTransaction,
    id: string,
    paymentIntent: string | null,
  ): Promise<CheckoutSessionRow | undefined> {
    const [row] = await tx
      .update(checkoutSessions)
      .set({ status: 'completed', paymentIntent, completedAt: sql`clock_timestamp()` })
      .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'created')))
      .returning();
    return row;
  },

  async markExpired(tx: DbTransaction, id: string): Promise<boolean> {
    const rows = await tx
      .update(checkoutSessions)
      .set({ status: 'expired' })
      .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'created')))
      .returning({ id: checkoutSessions.id });
    return rows.length > 0;
  },

  async markRefunded(tx: DbTransaction, id: string): Promise<boolean> {
    const rows = await tx
      .update(checkoutSessions)
      .set({ status: 'refunded', refundedAt: sql`clock_timestamp()` })
      .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'completed')))
      .returning({ id: checkoutSessions.id });
    return rows.length > 0;
  },

  /**
   * Stores an event the first time its id is seen and answers its row id; a second delivery of
   * the same id answers null. On PostgreSQL a racing second insert waits for the first's
   * transaction and then finds the id taken.
   */
  async claimEvent(
    tx: DbTransaction,
    event: { eventId: string; type: string; payload: Record<string, unknown> },
  ): Promise<string | null> {
    const [row] = await tx
      .insert(webhookEvents)
      .values({ ...event, status: 'ignored', error: 'received' })
      .onConflictDoNothing({ target: webhookEvents.eventId })
      .returning({ id: webhookEvents.id });
    return row?.id ?? null;
  },

  async settleEvent(
    tx: DbTransaction,
    id: string,
    outcome: EventOutcome,
  ): Promise<WebhookEventRow> {
    const [row] = await tx
      .update(webhookEvents)
      .set({ ...outcome, processedAt: sql`clock_timestamp()` })
      .where(eq(webhookEvents.id, id))
      .returning();
    return row!;
  },

  async lockEvent(tx: DbTransaction, id: string): Promise<WebhookEventRow | undefined> {
    const [row] = await tx
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, id))
      .for('update');
    return row;
  },

  async findEventByEventId(
    executor: DbExecutor,
    eventId: string,
  ): Promise<WebhookEventRow | undefined> {
    const [row] = await executor
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, eventId))
      .limit(1);
    return row;
  },

  async eventsOfSession(executor: DbExecutor, sessionId: string): Promise<WebhookEventRow[]> {
    return executor
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.sessionId, sessionId))
      .orderBy(desc(webhookEvents.receivedAt));
  },
};
