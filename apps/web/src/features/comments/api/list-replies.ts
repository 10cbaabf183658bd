import { useInfiniteQuery } from '@tanstack/react-query';
import type {
  TListCommentsQuery,
  TListCommentsResponse,
} from '@irreplaceable/contracts/comments/list-comments';
import { PAGING } from '@irreplaceable/contracts/constants';
import { api } from '../../../shared/api/client';
import { nextOffset } from './list-comments';
import { commentsKeys } from './query-keys';

/** More replies of one comment (the second form of GET /comments/{newsId}), 5 at a time. */
export function listReplies(
  newsId: number,
  parentId: number,
  replyOffset: number,
  signal?: AbortSignal,
): Promise<TListCommentsResponse> {
  const query = {
    parent_comment_id: parentId,
    reply_offset: replyOffset,
    reply_limit: PAGING.repliesPerComment,
  } satisfies TListCommentsQuery;
  return api.get<TListCommentsResponse>(`/comments/${newsId}`, { query, signal });
}

/** Starts after the replies the comment already came with; asked for only once it is wanted. */
export function useMoreReplies(
  newsId: number,
  parentId: number,
  shownReplies: number,
  isWanted: boolean,
) {
  return useInfiniteQuery({
    queryKey: commentsKeys.replies(newsId, parentId),
    queryFn: ({ pageParam, signal }) => listReplies(newsId, parentId, pageParam, signal),
    initialPageParam: shownReplies,
    getNextPageParam: nextOffset,
    enabled: isWanted,
  });
}
