import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { TListInboxResponse } from '@irreplaceable/contracts/inbox/list-inbox';
import type { TMarkAllReadResponse } from '@irreplaceable/contracts/inbox/mark-all-read';
import { api } from '../../../shared/api/client';
import { markReadInList } from './mark-read';
import { inboxKeys } from './query-keys';

/** Marks every message of the signed-in user read. */
export function markAllRead(): Promise<TMarkAllReadResponse> {
  return api.patch<TMarkAllReadResponse>('/inbox/mark-all-read');
}

export function useMarkAllRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: ({ unread_count }) => {
      queryClient.setQueryData<InfiniteData<TListInboxResponse>>(inboxKeys.list(userId), (list) =>
        markReadInList(list, () => true, unread_count),
      );
      queryClient.setQueryData(inboxKeys.unreadCount(userId), unread_count);
      return queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    },
  });
}
