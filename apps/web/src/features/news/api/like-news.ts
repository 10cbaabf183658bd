import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNewsDetail } from '@irreplaceable/contracts/news/get-news';
import type { TLikeNewsResponse } from '@irreplaceable/contracts/news/like-news';
import { api } from '../../../shared/api/client';
import { rememberNewsArticle } from './get-news';
import { newsKeys } from './query-keys';

/** Likes (POST) or unlikes (DELETE) an article; both are idempotent and answer the true count. */
export function setNewsLike(id: number, isLiked: boolean): Promise<TLikeNewsResponse> {
  const path = `/news/${id}/like`;
  return isLiked ? api.post<TLikeNewsResponse>(path) : api.delete<TLikeNewsResponse>(path);
}

export function useSetNewsLike(id: number, viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isLiked: boolean) => setNewsLike(id, isLiked),
    onSuccess: ({ liked, likes }) => {
      const article = queryClient.setQueryData<TNewsDetail>(
        newsKeys.article(id, viewerId),
        (current) => current && { ...current, liked_by_me: liked, likes },
      );
      if (article) rememberNewsArticle(article, viewerId);
    },
  });
}
