import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNewsDetail } from '@irreplaceable/contracts/news/get-news';
import { NEWS } from '@irreplaceable/contracts/constants';
import { api } from '../../../shared/api/client';
import {
  prunePersisted,
  readPersisted,
  writePersisted,
} from '../../../shared/storage/persisted-query';
import { newsKeys, newsStorageKeys } from './query-keys';

/** One published article in both languages; each call counts a view, and 404 when unknown. */
export function getNews(id: number, signal?: AbortSignal): Promise<TNewsDetail> {
  return api.get<TNewsDetail>(`/news/${id}`, { signal });
}

/** Fetched at most once a day per article and viewer, across reloads too (spec 000 section 4). */
export function newsArticleQueryOptions(id: number, viewerId: string | null) {
  const storageKey = newsStorageKeys.article(id, viewerId);
  return queryOptions({
    queryKey: newsKeys.article(id, viewerId),
    queryFn: async ({ signal }) => {
      const article = await getNews(id, signal);
      prunePersisted(newsStorageKeys.prefixes, NEWS.cacheMs);
      writePersisted(storageKey, article);
      return article;
    },
    staleTime: NEWS.cacheMs,
    initialData: () => readPersisted<TNewsDetail>(storageKey, NEWS.cacheMs)?.data,
    initialDataUpdatedAt: () => readPersisted<TNewsDetail>(storageKey, NEWS.cacheMs)?.savedAt,
  });
}

export function useNewsArticle(id: number, viewerId: string | null) {
  return useQuery(newsArticleQueryOptions(id, viewerId));
}

/** Keeps the stored copy in step after a change made here (a like). */
export function rememberNewsArticle(article: TNewsDetail, viewerId: string | null): void {
  writePersisted(newsStorageKeys.article(article.id, viewerId), article);
}
