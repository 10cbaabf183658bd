import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { TListInboxResponse } from '@irreplaceable/contracts/inbox/list-inbox';
import type { TMarkReadResponse } from '@irreplaceable/contracts/inbox/mark-read';
import { api } from '../../../shared/api/client';
import { inboxKeys } from './query-keys';

/** Marks one message read (idempotent); the answer carries the new unread count. */
export function markRead(id: number): Promise<TMarkReadResponse> {
  return api.patch<TMarkReadResponse>(`/inbox/read/${id}`);
}

/** Marks messages read in the loaded list, without asking for it again. */
export function markReadInList(
  list: InfiniteData<TListInboxResponse> | undefined,
  isRead: (id: number) => boolean,
  unreadCount: number,
): InfiniteData<TListInboxResponse> | undefined {
  if (!list) return list;
  const now = new Date().toISOString();
  return {
    ...list,
    pages: list.pages.map((page) => ({
      ...page,
      unread_count: unreadCount,
      items: page.items.map((item) =>
        !item.is_read && isRead(item.id) ? { ...item, is_read: true, read_at: now } : item,
      ),
    })),
  };
}

export function useMarkRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: ({ id, unread_count }) => {
      queryClient.setQueryData<InfiniteData<TListInboxResponse>>(inboxKeys.list(userId), (list) =>
        markReadInList(list, (itemId) => itemId === id, unread_count),
      );
      queryClient.setQueryData(inboxKeys.unreadCount(userId), unread_count);
      return queryClient.invalidateQueries({ queryKey: inboxKeys.unreadCount(userId) });
    },
  });
}
