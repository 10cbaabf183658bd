import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  TAdminWebhookEvent,
  TAdminWebhookEventDetail,
  TAdminWebhookEventsFilter,
  TAdminWebhookEventsResponse,
} from '@irreplaceable/contracts/admin/webhook-events';
import type { Database } from '../../db/client';
import { checkoutSessions, users, webhookEvents } from '../../db/schema';
import { AppError } from '../../platform/errors/app-error';
import type { PaymentsService } from '../payments/service';

const columns = {
  id: webhookEvents.id,
  eventId: webhookEvents.eventId,
  type: webhookEvents.type,
  status: webhookEvents.status,
  error: webhookEvents.error,
  needsAttention: webhookEvents.needsAttention,
  sessionId: webhookEvents.sessionId,
  userId: webhookEvents.userId,
  userEmail: users.email,
  receivedAt: webhookEvents.receivedAt,
  processedAt: webhookEvents.processedAt,
  /** The provider's object the event is about (a Checkout session, a charge). */
  object: sql<unknown>`${webhookEvents.payload} #> '{data,object}'`,
  pack: checkoutSessions.pack,
};

type Row = {
  id: string;
  eventId: string;
  type: string;
  status: TAdminWebhookEvent['status'];
  error: string | null;
  needsAttention: boolean;
  sessionId: string | null;
  userId: string | null;
  userEmail: string | null;
  receivedAt: Date;
  processedAt: Date | null;
  object: unknown;
  pack: number | null;
};

const wholeNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : null;

/** The amount an event reports: a session's total, else a refund's refunded sum, else a charge's. */
function moneyOf(object: unknown): { amount: number | null; currency: string | null } {
  if (typeof object !== 'object' || object === null) return { amount: null, currency: null };
  const fields = object as Record<string, unknown>;
  const amount =
    wholeNumber(fields.amount_total) ??
    wholeNumber(fields.amount_refunded) ??
    wholeNumber(fields.amount);
  const currency = typeof fields.currency === 'string' ? fields.currency.toLowerCase() : null;
  return { amount, currency: amount === null ? null : currency };
}

function present(row: Row): TAdminWebhookEvent {
  return {
    id: row.id,
    event_id: row.eventId,
    type: row.type,
    status: row.status,
    error: row.error,
    needs_attention: row.needsAttention,
    session_id: row.sessionId,
    user_id: row.userId,
    user_email: row.userEmail,
    received_at: row.receivedAt.toISOString(),
    processed_at: row.processedAt?.toISOString() ?? null,
    ...moneyOf(row.object),
    pack: row.pack,
  };
}

/** The stored payment events for administrators: list, read one, and replay it safely. */
export function createAdminWebhookEvents(deps: { db: Database; payments: PaymentsService }) {
  const { db, payments } = deps;

  async function detail(id: string): Promise<TAdminWebhookEventDetail> {
    const [row] = await db
      .select({ ...columns, payload: webhookEvents.payload })
      .from(webhookEvents)
      .leftJoin(users, eq(users.id, webhookEvents.userId))
      .leftJoin(checkoutSessions, eq(checkoutSessions.id, webhookEvents.sessionId))
      .where(eq(webhookEvents.id, id))
      .limit(1);
    if (!row) throw new AppError('not_found');
    return { ...present(row), payload: row.payload };
  }

  return {
    async list(query: TAdminWebhookEventsFilter): Promise<TAdminWebhookEventsResponse> {
      const page = query.page;
      const pageSize = query.page_size;
      const filters: SQL[] = [];
      if (query.status) filters.push(eq(webhookEvents.status, query.status));
      if (query.type) filters.push(eq(webhookEvents.type, query.type));
      if (query.attention)
        filters.push(eq(webhookEvents.needsAttention, query.attention === 'true'));
      const where = filters.length ? and(...filters) : undefined;
      const [rows, total, types] = await Promise.all([
        db
          .select(columns)
          .from(webhookEvents)
          .leftJoin(users, eq(users.id, webhookEvents.userId))
          .leftJoin(checkoutSessions, eq(checkoutSessions.id, webhookEvents.sessionId))
          .where(where)
          .orderBy(desc(webhookEvents.receivedAt), desc(webhookEvents.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(webhookEvents).where(where),
        db
          .selectDistinct({ type: webhookEvents.type })
          .from(webhookEvents)
          .orderBy(webhookEvents.type),
      ]);
      const totalCount = total[0]?.value ?? 0;
      return {
        items: rows.map(present),
        total: totalCount,
        page,
        page_size: pageSize,
        has_more: page * pageSize < totalCount,
        types: types.map((row) => row.type),
      };
    },

    detail,

    /** Runs the event through the handlers again; a session is still credited at most once. */
    async replay(id: string): Promise<TAdminWebhookEventDetail> {
      await payments.replayEvent(id);
      return detail(id);
    },
  };
}
