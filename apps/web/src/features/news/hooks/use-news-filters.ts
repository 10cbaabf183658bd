import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { TNewsBoardFilters, TNewsSearchBy } from '../api/query-keys';
import { cleanBoardSearch } from '../utils/clean-board-search';
import { parseNewsFilter } from '../utils/news-filters';

const PARAMS = { search: 'q', searchBy: 'by', filter: 'filter' } as const;
const DEFAULTS: TNewsBoardFilters = { search: '', searchBy: 'title', filter: 'all' };

function parseSearchBy(value: string | null): TNewsSearchBy {
  return value === 'category' ? 'category' : 'title';
}

/**
 * The board's search and chip live in the address (?q=&by=&filter=), so a link, a reload or
 * coming back from an article shows the same list.
 */
export function useNewsFilters() {
  const [params, setParams] = useSearchParams();
  const filters: TNewsBoardFilters = {
    search: cleanBoardSearch(params.get(PARAMS.search) ?? '').trim(),
    searchBy: parseSearchBy(params.get(PARAMS.searchBy)),
    filter: parseNewsFilter(params.get(PARAMS.filter)),
  };

  const updateFilters = useCallback(
    (changes: Partial<TNewsBoardFilters>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of Object.keys(changes) as (keyof TNewsBoardFilters)[]) {
            const value = changes[key];
            if (value === undefined || value === DEFAULTS[key]) next.delete(PARAMS[key]);
            else next.set(PARAMS[key], value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { filters, updateFilters };
}
