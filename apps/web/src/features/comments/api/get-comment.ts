import { useQuery } from '@tanstack/react-query';
import type { TGetCommentResponse } from '@irreplaceable/contracts/comments/get-comment';
import { api } from '../../../shared/api/client';
import { commentsKeys } from './query-keys';

/** One comment with its thread and where both sit, for a link to a comment not yet loaded. */
export function getComment(commentId: number, signal?: AbortSignal): Promise<TGetCommentResponse> {
  return api.get<TGetCommentResponse>(`/comments/item/${commentId}`, { signal });
}

/** Asked for only when the linked comment is not among those the page already shows. */
export function useLinkedComment(newsId: number, commentId: number | null, isWanted: boolean) {
  return useQuery({
    queryKey: commentsKeys.item(newsId, commentId ?? 0),
    queryFn: ({ signal }) => getComment(commentId!, signal),
    enabled: isWanted && commentId !== null,
    retry: false,
  });
}
