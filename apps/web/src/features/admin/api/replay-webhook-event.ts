import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminWebhookEventDetail } from '@irreplaceable/contracts/admin/webhook-events';
import { api } from '../../../shared/api/client';
import { webhookEventKeys } from './webhook-event-query-keys';

/** POST /admin/webhook-events/{id}/replay: the event as it stands after running it again. */
export function replayWebhookEvent(id: string): Promise<TAdminWebhookEventDetail> {
  return api.post<TAdminWebhookEventDetail>(
    `/admin/webhook-events/${encodeURIComponent(id)}/replay`,
  );
}

export function useReplayWebhookEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replayWebhookEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(webhookEventKeys.event(event.id), event);
      return queryClient.invalidateQueries({ queryKey: webhookEventKeys.lists() });
    },
  });
}
