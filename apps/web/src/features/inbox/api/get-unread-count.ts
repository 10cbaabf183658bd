import { useQuery } from '@tanstack/react-query';
import { INBOX } from '@irreplaceable/contracts/constants';
import type { TUnreadCountResponse } from '@irreplaceable/contracts/inbox/get-unread-count';
import { api } from '../../../shared/api/client';
import { inboxKeys } from './query-keys';

/** The badge is a hint, not a page: a missing endpoint (404) or any failure simply shows 0. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  try {
    const { unread_count } = await api.get<TUnreadCountResponse>('/inbox/unread-count', { signal });
    return Number.isFinite(unread_count) ? Math.max(0, unread_count) : 0;
  } catch (error) {
    if (signal?.aborted) throw error;
    return 0;
  }
}

/**
 * Unread messages for the signed-in user: fetched as soon as a user appears, polled every 30 s
 * while signed in, and stopped on logout (no user, no query). Marking messages read updates it.
 */
export function useUnreadCount(userId: string | null | undefined) {
  return useQuery({
    queryKey: inboxKeys.unreadCount(userId ?? 'anonymous'),
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: Boolean(userId),
    refetchInterval: userId ? INBOX.unreadPollMs : false,
    staleTime: 0,
    retry: false,
  });
}
