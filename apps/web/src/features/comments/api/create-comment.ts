import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateCommentRequest,
  TCreateCommentResponse,
} from '@irreplaceable/contracts/comments/create-comment';
import { api } from '../../../shared/api/client';
import { commentsKeys } from './query-keys';

/** Posts a comment or a reply as the signed-in user; the answer names the new comment_id. */
export function createComment(payload: TCreateCommentRequest): Promise<TCreateCommentResponse> {
  return api.post<TCreateCommentResponse>('/comments/', payload);
}

/** Afterwards the article's comments (and any replies loaded further) are asked for again. */
export function useCreateComment(newsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKeys.forNews(newsId) }),
  });
}
