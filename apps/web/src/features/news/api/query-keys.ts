import type { Language } from '@irreplaceable/contracts/constants';
import type { TNewsFilter } from '@irreplaceable/contracts/news/list-news';

export type TNewsSearchBy = 'title' | 'category';

/** What the board asks the server for besides the page: the trimmed search text and the chip. */
export type TNewsBoardFilters = { search: string; searchBy: TNewsSearchBy; filter: TNewsFilter };

/**
 * An article carries both languages, so its detail is keyed by id (and by the viewer, for
 * `liked_by_me`) and a language switch needs no new call, which would count another view.
 */
export const newsKeys = {
  all: ['news'] as const,
  boardsIn: (language: Language) => [...newsKeys.all, 'board', language] as const,
  board: (language: Language, filters: TNewsBoardFilters) =>
    [...newsKeys.boardsIn(language), filters] as const,
  articles: (id: number) => [...newsKeys.all, 'article', id] as const,
  article: (id: number, viewerId: string | null) =>
    [...newsKeys.articles(id), viewerId ?? 'visitor'] as const,
  bundle: (id: number) => [...newsKeys.all, 'bundle', id] as const,
  content: (url: string) => [...newsKeys.all, 'content', url] as const,
};

/** localStorage names of the copies kept for 24 h (spec 000 section 4: news detail). */
export const newsStorageKeys = {
  article: (id: number, viewerId: string | null) => `newsCache:${id}:${viewerId ?? 'visitor'}`,
  bundle: (id: number) => `newsBundleCache:${id}`,
  prefixes: ['newsCache:', 'newsBundleCache:'],
};
