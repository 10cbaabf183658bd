import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TAdminWebhookEventsQuery,
  TAdminWebhookEventsResponse,
} from '@irreplaceable/contracts/admin/webhook-events';
import { api } from '../../../shared/api/client';
import { webhookEventKeys, type TWebhookEventFilters } from './webhook-event-query-keys';

export const WEBHOOK_EVENTS_PAGE_SIZE = 20;

/** The stored payment events, newest first, with every stored type for the filter (admins only). */
export function listWebhookEvents(
  filters: TWebhookEventFilters,
  signal?: AbortSignal,
): Promise<TAdminWebhookEventsResponse> {
  const query = {
    page: filters.page,
    page_size: WEBHOOK_EVENTS_PAGE_SIZE,
    status: filters.status ?? undefined,
    type: filters.type ?? undefined,
    attention: filters.attentionOnly ? 'true' : undefined,
  } satisfies TAdminWebhookEventsQuery;
  return api.get<TAdminWebhookEventsResponse>('/admin/webhook-events', { query, signal });
}

export function useWebhookEvents(filters: TWebhookEventFilters) {
  return useQuery({
    queryKey: webhookEventKeys.list(filters),
    queryFn: ({ signal }) => listWebhookEvents(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
