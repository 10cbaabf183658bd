import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { TAdminNewsListFilters } from '../api/query-keys';

const STATUSES = ['all', 'draft', 'published'] as const;

/** The list's page, status and search live in the address, so reload and back keep them. */
export function useAdminNewsFilters() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const filters: TAdminNewsListFilters = {
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    status: STATUSES.find((status) => status === params.get('status')) ?? 'all',
    search: params.get('q')?.trim() ?? '',
  };

  const updateFilters = useCallback(
    (changes: Partial<TAdminNewsListFilters>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string, fallback: string) =>
            value === fallback ? next.delete(key) : next.set(key, value);
          if (changes.status !== undefined) set('status', changes.status, 'all');
          if (changes.search !== undefined) set('q', changes.search, '');
          // A new filter starts again from the first page.
          set('page', String(changes.page ?? 1), '1');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { filters, updateFilters };
}
