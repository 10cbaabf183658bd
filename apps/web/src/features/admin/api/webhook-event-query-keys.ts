import type { TWebhookEventStatus } from '@irreplaceable/contracts/payments/payment-statuses';

/** The list's page and filters, as the address holds them. */
export type TWebhookEventFilters = {
  page: number;
  status: TWebhookEventStatus | null;
  type: string | null;
  attentionOnly: boolean;
};

/** Every webhook event query key, so a replay refreshes the event and the lists it appears in. */
export const webhookEventKeys = {
  all: ['admin-webhook-events'] as const,
  lists: () => [...webhookEventKeys.all, 'list'] as const,
  list: (filters: TWebhookEventFilters) => [...webhookEventKeys.lists(), filters] as const,
  event: (id: string) => [...webhookEventKeys.all, 'event', id] as const,
};
