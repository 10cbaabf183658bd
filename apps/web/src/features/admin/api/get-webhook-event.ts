import { useQuery } from '@tanstack/react-query';
import type { TAdminWebhookEventDetail } from '@irreplaceable/contracts/admin/webhook-events';
import { api } from '../../../shared/api/client';
import { webhookEventKeys } from './webhook-event-query-keys';

/** One stored event with its payload as the provider sent it. */
export function getWebhookEvent(
  id: string,
  signal?: AbortSignal,
): Promise<TAdminWebhookEventDetail> {
  return api.get<TAdminWebhookEventDetail>(`/admin/webhook-events/${encodeURIComponent(id)}`, {
    signal,
  });
}

export function useWebhookEvent(id: string | null) {
  return useQuery({
    queryKey: webhookEventKeys.event(id ?? ''),
    queryFn: ({ signal }) => getWebhookEvent(id!, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
