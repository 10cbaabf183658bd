import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { JOB_FILTERS, type TJobFilter } from '@irreplaceable/contracts/jobs/job';
import type { TJobsBoardFilters, TSearchBy } from '../api/query-keys';
import { cleanBoardSearch } from '../utils/clean-board-search';

const PARAMS = { search: 'q', searchBy: 'by', filter: 'filter' } as const;

function parseFilter(value: string | null): TJobFilter {
  return JOB_FILTERS.find((filter) => filter === value) ?? 'all';
}

function parseSearchBy(value: string | null): TSearchBy {
  return value === 'category' ? 'category' : 'name';
}

/**
 * The board's search and chips live in the address (?q=&by=&filter=), so a link, a reload or
 * coming back from a job page shows the same list.
 */
export function useBoardFilters() {
  const [params, setParams] = useSearchParams();
  const filters: TJobsBoardFilters = {
    search: cleanBoardSearch(params.get(PARAMS.search) ?? '').trim(),
    searchBy: parseSearchBy(params.get(PARAMS.searchBy)),
    filter: parseFilter(params.get(PARAMS.filter)),
  };

  const updateFilters = useCallback(
    (changes: Partial<TJobsBoardFilters>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const defaults: TJobsBoardFilters = { search: '', searchBy: 'name', filter: 'all' };
          for (const key of Object.keys(changes) as (keyof TJobsBoardFilters)[]) {
            const value = changes[key];
            if (value === undefined || value === defaults[key]) next.delete(PARAMS[key]);
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
