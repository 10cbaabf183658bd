import { useQuery } from '@tanstack/react-query';
import type { TAdminNewsArticle } from '@irreplaceable/contracts/news/admin-news-article';
import { api } from '../../../shared/api/client';
import { adminNewsKeys } from './query-keys';

/** One article with both languages and its sanitised content, as the editor needs it. */
export function getAdminNews(id: number, signal?: AbortSignal): Promise<TAdminNewsArticle> {
  return api.get<TAdminNewsArticle>(`/admin/news/${id}`, { signal });
}

export function useAdminNews(id: number | null) {
  return useQuery({
    queryKey: adminNewsKeys.article(id ?? 0),
    queryFn: ({ signal }) => getAdminNews(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
    // A form that is being typed in must not be replaced by a refetch.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
