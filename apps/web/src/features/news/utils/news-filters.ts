import type { TNewsFilter } from '@irreplaceable/contracts/news/list-news';

/**
 * The board's chips, in order. Keyed by the contract's type, so a filter added to the contracts
 * fails the type check here rather than going missing; the contract's own list would bring zod
 * (about 26 kB) into the board for the sake of five words.
 */
const CHIPS = {
  all: true,
  technology: true,
  business: true,
  market: true,
  popular: true,
} satisfies Record<TNewsFilter, true>;

export const NEWS_BOARD_FILTERS = Object.keys(CHIPS) as TNewsFilter[];

export function parseNewsFilter(value: string | null): TNewsFilter {
  return NEWS_BOARD_FILTERS.find((filter) => filter === value) ?? 'all';
}
