import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TAdminListNewsQuery,
  TAdminListNewsResponse,
} from '@irreplaceable/contracts/news/admin-list-news';
import { api } from '../../../shared/api/client';
import { adminNewsKeys, type TAdminNewsListFilters } from './query-keys';

export const ADMIN_NEWS_PAGE_SIZE = 20;

/** Every article, drafts included, newest change first (admins only). */
export function listAdminNews(
  filters: TAdminNewsListFilters,
  signal?: AbortSignal,
): Promise<TAdminListNewsResponse> {
  const query = {
    page: filters.page,
    page_size: ADMIN_NEWS_PAGE_SIZE,
    status: filters.status,
    search: filters.search || undefined,
  } satisfies TAdminListNewsQuery;
  return api.get<TAdminListNewsResponse>('/admin/news', { query, signal });
}

export function useAdminNewsList(filters: TAdminNewsListFilters) {
  return useQuery({
    queryKey: adminNewsKeys.list(filters),
    queryFn: ({ signal }) => listAdminNews(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
