import { newsReadTags } from './platform/cache/news-read-tags';
import type { RenderedPageReads } from './platform/http/web-app';
import { jobReadTags } from './features/jobs/read-tags';

/** A board's search, search-by and filter (apps/web use-board-filters.ts). */
const BOARD_SEARCH_PARAM = 'q';
const BOARD_PARAMS = [BOARD_SEARCH_PARAM, 'by', 'filter'];

/** The home page's job search (apps/web home-search-link.ts). */
const HOME_SEARCH_PARAM = 'search';

/**
 * How old the view counts and popularity on a rendered page may get: each new reader changes
 * them, and drawing a busy page again for every reader would cost more than it tells. Edits,
 * rewrites, likes and comments still forget the page at once.
 */
export const RENDERED_VIEWS_MAX_AGE_MS = 60_000;

/** Pages whose content changes only with a deploy; the cache's time limit still applies. */
const SITE_PAGES = 'site:pages';

/**
 * What each server-rendered public page shows, as the read-cache tags its reads carry: a job
 * refreshed or an article edited forgets the pages that show it, through the same invalidation
 * the API's cached reads use.
 */
export const renderedPageReads: RenderedPageReads = (pathname) => {
  const job = pathname.match(/^\/jobs?\/(\d+)\/?$/)?.[1];
  if (job) {
    const id = Number(job);
    return {
      tags: [...jobReadTags.pageContent(id), ...jobReadTags.reviews(id)],
      maxAgeMs: RENDERED_VIEWS_MAX_AGE_MS,
      viewPath: `/api/jobs/${id}`,
      params: ['search_popularity'],
    };
  }
  const article = pathname.match(/^\/news\/(\d+)\/?$/)?.[1];
  if (article) {
    const id = Number(article);
    return {
      tags: [newsReadTags.article(id), newsReadTags.everyArticle],
      maxAgeMs: RENDERED_VIEWS_MAX_AGE_MS,
      viewPath: `/api/news/${id}`,
      params: ['views'],
    };
  }
  const board = {
    params: BOARD_PARAMS,
    maxAgeMs: RENDERED_VIEWS_MAX_AGE_MS,
    searchParams: [BOARD_SEARCH_PARAM],
  };
  if (/^\/jobs\/?$/.test(pathname)) return { tags: jobReadTags.boardContent, ...board };
  if (/^\/news\/?$/.test(pathname)) return { tags: [newsReadTags.board], ...board };
  if (pathname === '/') {
    // `/?search=` is the home page running a search once the app is live (its form, sent by
    // the browser before that): the same drawing, not indexed.
    return {
      tags: [newsReadTags.board],
      maxAgeMs: RENDERED_VIEWS_MAX_AGE_MS,
      searchParams: [HOME_SEARCH_PARAM],
    };
  }
  return { tags: [SITE_PAGES] };
};
