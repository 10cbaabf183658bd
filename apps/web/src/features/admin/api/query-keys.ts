export type TAdminNewsStatusFilter = 'all' | 'draft' | 'published';

/** The list's page, status filter and search text, as the address holds them. */
export type TAdminNewsListFilters = {
  page: number;
  status: TAdminNewsStatusFilter;
  search: string;
};

/** Every admin news query key, so a save, publish or delete refreshes what it changed. */
export const adminNewsKeys = {
  all: ['admin-news'] as const,
  lists: () => [...adminNewsKeys.all, 'list'] as const,
  list: (filters: TAdminNewsListFilters) => [...adminNewsKeys.lists(), filters] as const,
  article: (id: number) => [...adminNewsKeys.all, 'article', id] as const,
};
