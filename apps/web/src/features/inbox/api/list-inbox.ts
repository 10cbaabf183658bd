import { useInfiniteQuery } from '@tanstack/react-query';
import type {
  TListInboxQuery,
  TListInboxResponse,
} from '@irreplaceable/contracts/inbox/list-inbox';
import { PAGING } from '@irreplaceable/contracts/constants';
import { api } from '../../../shared/api/client';
import { inboxKeys } from './query-keys';

/** The signed-in user's messages, newest first, 20 at a time. */
export function listInbox(offset: number, signal?: AbortSignal): Promise<TListInboxResponse> {
  const query = { offset, limit: PAGING.inboxLimit } satisfies TListInboxQuery;
  return api.get<TListInboxResponse>('/inbox/list', { query, signal });
}

export function useInbox(userId: string) {
  return useInfiniteQuery({
    queryKey: inboxKeys.list(userId),
    queryFn: ({ pageParam, signal }) => listInbox(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (page) =>
      page.has_more && page.items.length > 0 ? page.offset + page.items.length : undefined,
    staleTime: 0,
  });
}
