import { z } from 'zod';
import { ZPageNumber } from '../common/row-id';
import { ZWebhookEventStatus } from '../payments/payment-statuses';

export const WEBHOOK_EVENTS_PAGE_SIZE_MAX = 50;

/** GET /admin/webhook-events: newest first, filtered by status and type. */
export const ZAdminWebhookEventsQuery = z.object({
  page: ZPageNumber.default(1),
  page_size: z.coerce.number().int().min(1).max(WEBHOOK_EVENTS_PAGE_SIZE_MAX).default(20),
  status: ZWebhookEventStatus.optional(),
  /** An exact event type, such as `checkout.session.completed`. */
  type: z
    .string()
    .max(100)
    .regex(/^[a-z0-9_.]+$/)
    .optional(),
  /** Only the events an administrator must settle. */
  attention: z.enum(['true', 'false']).optional(),
});
export type TAdminWebhookEventsQuery = z.input<typeof ZAdminWebhookEventsQuery>;
export type TAdminWebhookEventsFilter = z.output<typeof ZAdminWebhookEventsQuery>;

export const ZAdminWebhookEvent = z.object({
  /** Our id. */
  id: z.uuid(),
  /** The provider's event id (`evt_…`). */
  event_id: z.string(),
  type: z.string(),
  status: ZWebhookEventStatus,
  error: z.string().nullable(),
  needs_attention: z.boolean(),
  session_id: z.string().nullable(),
  user_id: z.string().nullable(),
  user_email: z.string().nullable(),
  received_at: z.string(),
  processed_at: z.string().nullable(),
  /**
   * The money the event reports, as received, in the currency's smallest unit (cents): a paid
   * session's total, a refund's refunded amount. Null when the event names none.
   */
  amount: z.number().int().nullable(),
  /** The currency of `amount`, lower case as the provider sends it (`sgd`). */
  currency: z.string().nullable(),
  /** The top-up pack of the checkout session the event is about, when it is one of ours. */
  pack: z.number().int().nullable(),
});
export type TAdminWebhookEvent = z.infer<typeof ZAdminWebhookEvent>;

export const ZAdminWebhookEventsResponse = z.object({
  items: z.array(ZAdminWebhookEvent),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
  /** Every type stored, for the filter. */
  types: z.array(z.string()),
});
export type TAdminWebhookEventsResponse = z.infer<typeof ZAdminWebhookEventsResponse>;

export const ZAdminWebhookEventParams = z.object({ id: z.uuid() });

/** GET /admin/webhook-events/{id}: one event with its payload as received. */
export const ZAdminWebhookEventDetail = ZAdminWebhookEvent.extend({
  payload: z.record(z.string(), z.unknown()),
});
export type TAdminWebhookEventDetail = z.infer<typeof ZAdminWebhookEventDetail>;
