import { newsReadTags } from './platform/cache/news-read-tags';
import type { RenderedPageReads } from './platform/http/web-app';
import { jobReadTags } from './features/jobs/read-tags';

/** A board's search, search-by and filter (apps/web use-board-filters.ts). */
const BOARD_PARAMS = ['q', 'by', 'filter'];

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
      tags: [...jobReadTags.page(id), ...jobReadTags.reviews(id)],
      viewPath: `/api/jobs/${id}`,
      params: ['search_popularity'],
    };
  }
  const article = pathname.match(/^\/news\/(\d+)\/?$/)?.[1];
  if (article) {
    const id = Number(article);
    return {
      tags: [newsReadTags.article(id), newsReadTags.everyArticle],
      viewPath: `/api/news/${id}`,
      params: ['views'],
    };
  }
  if (/^\/jobs\/?$/.test(pathname)) return { tags: jobReadTags.board, params: BOARD_PARAMS };
  if (/^\/news\/?$/.test(pathname)) return { tags: [newsReadTags.board], params: BOARD_PARAMS };
  if (pathname === '/') return { tags: [newsReadTags.board] };
  return { tags: [SITE_PAGES] };
};
