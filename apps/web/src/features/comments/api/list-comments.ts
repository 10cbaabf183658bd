import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type {
  TListCommentsQuery,
  TListCommentsResponse,
} from '@irreplaceable/contracts/comments/list-comments';
import { PAGING } from '@irreplaceable/contracts/constants';
import { api } from '../../../shared/api/client';
import { commentsKeys } from './query-keys';

/** Top-level comments, newest first, 10 at a time, each with its first 5 replies. */
export function listComments(
  newsId: number,
  offset: number,
  signal?: AbortSignal,
): Promise<TListCommentsResponse> {
  const query = {
    limit: PAGING.commentPageSize,
    offset,
    reply_limit: PAGING.repliesPerComment,
  } satisfies TListCommentsQuery;
  return api.get<TListCommentsResponse>(`/comments/${newsId}`, { query, signal });
}

/** The next offset, or nothing once the server says there is no more (or a page is empty). */
export function nextOffset(page: TListCommentsResponse): number | undefined {
  return page.has_more && page.items.length > 0 ? page.offset + page.items.length : undefined;
}

export function commentsQueryOptions(newsId: number) {
  return infiniteQueryOptions({
    queryKey: commentsKeys.list(newsId),
    queryFn: ({ pageParam, signal }) => listComments(newsId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

export function useComments(newsId: number) {
  return useInfiniteQuery(commentsQueryOptions(newsId));
}
