import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminNewsArticle } from '@irreplaceable/contracts/news/admin-news-article';
import type { TSaveNewsRequest } from '@irreplaceable/contracts/news/admin-save-news';
import { api } from '../../../shared/api/client';
import { adminNewsKeys } from './query-keys';

/** Replaces an article; its status stays as it is unless the request names one. */
export function updateAdminNews(id: number, body: TSaveNewsRequest): Promise<TAdminNewsArticle> {
  return api.put<TAdminNewsArticle>(`/admin/news/${id}`, body);
}

export function useUpdateAdminNews(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveNewsRequest) => updateAdminNews(id, body),
    onSuccess: (article) => {
      queryClient.setQueryData(adminNewsKeys.article(article.id), article);
      return queryClient.invalidateQueries({ queryKey: adminNewsKeys.lists() });
    },
  });
}
