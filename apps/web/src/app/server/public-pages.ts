import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@irreplaceable/contracts/constants';
import { advancedFeaturesQueryOptions } from '../../features/about/api/get-advanced-features';
import { aboutStoryQueryOptions } from '../../features/about/api/get-about-story';
import { contactQueryOptions } from '../../features/about/api/get-contact';
import { latestNewsQueryOptions } from '../../features/home/api/get-latest-news';
import { jobQueryOptions } from '../../features/job-detail/api/get-job';
import { llmReviewsQueryOptions } from '../../features/job-detail/api/get-llm-reviews';
import { jobsBoardQueryOptions } from '../../features/jobs/api/list-jobs';
import { BOARD_CHOICES as JOBS_CHOICES } from '../../features/jobs/routes/jobs-board-page';
import { methodologyQueryOptions } from '../../features/methodology/api/get-methodology';
import { newsArticleQueryOptions } from '../../features/news/api/get-news';
import { newsBundleQueryOptions } from '../../features/news/api/get-news-bundle';
import { newsContentQueryOptions } from '../../features/news/api/get-news-content';
import { newsBoardQueryOptions } from '../../features/news/api/list-news';
import { BOARD_CHOICES as NEWS_CHOICES } from '../../features/news/routes/news-board-page';
import { newsTitle } from '../../features/news/utils/localize-news';
import { analystsQueryOptions } from '../../shared/analysts/get-analysts';
import { boardFiltersFrom } from '../../shared/hooks/use-board-filters';

type TPageAddress = { id: number; search: URLSearchParams; language: Language };

/**
 * A page the server renders for everyone: the source files of its code (their chunks and
 * styles go in the document's head) and the reads its first screen shows, made before it is
 * drawn so the HTML carries the content and the browser starts from the same data.
 */
export type TPublicPage = {
  path: RegExp;
  modules: string[];
  prefetch: (client: QueryClient, address: TPageAddress) => Promise<unknown>;
};

const homeModules = [
  'src/features/home/routes/home-page.tsx',
  'src/features/search/components/job-search.tsx',
  'src/features/home/components/latest-news.tsx',
];

const popularityOf = (search: URLSearchParams) => {
  const value = Number(search.get('search_popularity'));
  return search.has('search_popularity') && Number.isSafeInteger(value) && value >= 0
    ? value
    : null;
};

/** The body of an article shows in its title's language, as on the page. */
async function prefetchArticle(client: QueryClient, { id, language }: TPageAddress) {
  const [article, bundle] = await Promise.all([
    client.fetchQuery(newsArticleQueryOptions(id, null)),
    client.fetchQuery(newsBundleQueryOptions(id)),
  ]);
  const url = bundle[`content_page_url_${newsTitle(article, language).language}`];
  if (url) await client.prefetchQuery(newsContentQueryOptions(url));
}

export const PUBLIC_PAGES: TPublicPage[] = [
  {
    path: /^\/$/,
    modules: homeModules,
    prefetch: (client) => client.prefetchQuery(latestNewsQueryOptions()),
  },
  {
    path: /^\/jobs\/?$/,
    modules: ['src/features/jobs/routes/jobs-board-page.tsx'],
    prefetch: (client, { search, language }) =>
      client.prefetchInfiniteQuery(
        jobsBoardQueryOptions(language, boardFiltersFrom(search, JOBS_CHOICES)),
      ),
  },
  {
    path: /^\/jobs?\/(\d+)\/?$/,
    modules: ['src/features/job-detail/routes/job-detail-page.tsx'],
    prefetch: (client, { id, search, language }) =>
      Promise.all([
        client.prefetchQuery(jobQueryOptions(id, language, popularityOf(search))),
        client.prefetchQuery(llmReviewsQueryOptions(id, language)),
        client.prefetchQuery(analystsQueryOptions(language)),
      ]),
  },
  {
    path: /^\/news\/?$/,
    modules: ['src/features/news/routes/news-board-page.tsx'],
    prefetch: (client, { search, language }) =>
      client.prefetchInfiniteQuery(
        newsBoardQueryOptions(language, boardFiltersFrom(search, NEWS_CHOICES)),
      ),
  },
  {
    path: /^\/news\/(\d+)\/?$/,
    modules: [
      'src/features/news/routes/news-detail-page.tsx',
      'src/features/comments/components/comment-section.tsx',
    ],
    // A missing or withdrawn article is the page's own "not found", rendered from the error.
    prefetch: (client, address) => prefetchArticle(client, address).catch(() => undefined),
  },
  {
    path: /^\/about\/?$/,
    modules: ['src/features/about/routes/about-page.tsx'],
    prefetch: (client, { language }) =>
      Promise.all([
        client.prefetchQuery(aboutStoryQueryOptions(language)),
        client.prefetchQuery(advancedFeaturesQueryOptions(language)),
        client.prefetchQuery(contactQueryOptions()),
      ]),
  },
  {
    path: /^\/methodology\/?$/,
    modules: ['src/features/methodology/routes/methodology-page.tsx'],
    prefetch: (client, { language }) => client.prefetchQuery(methodologyQueryOptions(language)),
  },
  {
    path: /^\/terms\/?$/,
    modules: ['src/features/terms/routes/terms-page.tsx'],
    prefetch: async () => undefined,
  },
];

/** The public page at a path, with the id it names (0 when it names none). */
export function publicPageAt(pathname: string): { page: TPublicPage; id: number } | undefined {
  for (const page of PUBLIC_PAGES) {
    const match = page.path.exec(pathname);
    if (match) return { page, id: Number(match[1] ?? 0) };
  }
  return undefined;
}
