import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminNewsArticle,
  TNewsStatus,
} from '@irreplaceable/contracts/news/admin-news-article';
import { api } from '../../../shared/api/client';
import { adminNewsKeys } from './query-keys';

/** POST /admin/news/{id}/publish or /unpublish: the article as it is, on or off the board. */
export function setNewsStatus(id: number, status: TNewsStatus): Promise<TAdminNewsArticle> {
  const action = status === 'published' ? 'publish' : 'unpublish';
  return api.post<TAdminNewsArticle>(`/admin/news/${id}/${action}`);
}

export function useSetNewsStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: TNewsStatus }) => setNewsStatus(id, status),
    onSuccess: (article) => {
      queryClient.setQueryData(adminNewsKeys.article(article.id), article);
      return queryClient.invalidateQueries({ queryKey: adminNewsKeys.lists() });
    },
  });
}
