import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminNewsArticle } from '@irreplaceable/contracts/news/admin-news-article';
import type { TSaveNewsRequest } from '@irreplaceable/contracts/news/admin-save-news';
import { api } from '../../../shared/api/client';
import { adminNewsKeys } from './query-keys';

/** A new article, a draft unless the request says published. */
export function createAdminNews(body: TSaveNewsRequest): Promise<TAdminNewsArticle> {
  return api.post<TAdminNewsArticle>('/admin/news', body);
}

export function useCreateAdminNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminNews,
    onSuccess: (article) => {
      queryClient.setQueryData(adminNewsKeys.article(article.id), article);
      return queryClient.invalidateQueries({ queryKey: adminNewsKeys.lists() });
    },
  });
}
