import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { cleanBoardSearch } from '../ui/board/clean-board-search';

const PARAMS = { search: 'q', searchBy: 'by', filter: 'filter' } as const;
const SEARCH_DEBOUNCE_MS = 300;

export type TBoardFilters<TSearchBy extends string, TFilter extends string> = {
  search: string;
  searchBy: TSearchBy;
  filter: TFilter;
};

const pick = <T extends string>(choices: readonly T[], value: string | null): T =>
  choices.find((choice) => choice === value) ?? choices[0]!;

/** The filters an address names (the server renders a board from them too). */
export function boardFiltersFrom<TSearchBy extends string, TFilter extends string>(
  params: URLSearchParams,
  choices: { searchBy: readonly TSearchBy[]; filter: readonly TFilter[] },
): TBoardFilters<TSearchBy, TFilter> {
  return {
    search: cleanBoardSearch(params.get(PARAMS.search) ?? '').trim(),
    searchBy: pick(choices.searchBy, params.get(PARAMS.searchBy)),
    filter: pick(choices.filter, params.get(PARAMS.filter)),
  };
}

/**
 * A board's search and chips (jobs, news). They live in the address (?q=&by=&filter=), so a
 * link, a reload or coming back from a detail page shows the same list; the first choice of
 * each is the default and is left out of the address. The search box's text reaches the
 * address 300 ms after the last keystroke.
 */
export function useBoardFilters<TSearchBy extends string, TFilter extends string>(choices: {
  searchBy: readonly TSearchBy[];
  filter: readonly TFilter[];
}) {
  const [params, setParams] = useSearchParams();
  const filters = boardFiltersFrom(params, choices);
  const [searchText, setSearchText] = useState(filters.search);
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);

  const updateFilters = useCallback(
    (changes: Partial<TBoardFilters<TSearchBy, TFilter>>) => {
      const defaults = { search: '', searchBy: choices.searchBy[0], filter: choices.filter[0] };
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of Object.keys(changes) as (keyof typeof PARAMS)[]) {
            const value = changes[key];
            if (value === undefined || value === defaults[key]) next.delete(PARAMS[key]);
            else next.set(PARAMS[key], value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams, choices.searchBy, choices.filter],
  );

  const syncSearch = useEffectEvent((search: string) => {
    if (search !== filters.search) updateFilters({ search });
  });
  useEffect(() => syncSearch(debouncedSearch), [debouncedSearch]);

  return {
    filters,
    updateFilters,
    searchText,
    changeSearchText: (value: string) => setSearchText(cleanBoardSearch(value)),
    hasFilters: filters.search !== '' || filters.filter !== choices.filter[0],
    clearFilters: () => {
      setSearchText('');
      updateFilters({ search: '', filter: choices.filter[0] } as Partial<
        TBoardFilters<TSearchBy, TFilter>
      >);
    },
  };
}
