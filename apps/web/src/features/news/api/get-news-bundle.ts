import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNewsBundle } from '@irreplaceable/contracts/news/get-news-bundle';
import { NEWS } from '@irreplaceable/contracts/constants';
import { api } from '../../../shared/api/client';
import { readPersisted, writePersisted } from '../../../shared/storage/persisted-query';
import { newsKeys, newsStorageKeys } from './query-keys';

/** The article's images and the addresses of its content in each language. */
export function getNewsBundle(id: number, signal?: AbortSignal): Promise<TNewsBundle> {
  return api.get<TNewsBundle>(`/news/bundle/${id}`, { signal });
}

/** Kept for 24 h like the article; the content addresses change whenever the content does. */
export function newsBundleQueryOptions(id: number) {
  const storageKey = newsStorageKeys.bundle(id);
  return queryOptions({
    queryKey: newsKeys.bundle(id),
    queryFn: async ({ signal }) => {
      const bundle = await getNewsBundle(id, signal);
      writePersisted(storageKey, bundle);
      return bundle;
    },
    staleTime: NEWS.cacheMs,
    retry: false,
    initialData: () => readPersisted<TNewsBundle>(storageKey, NEWS.cacheMs)?.data,
    initialDataUpdatedAt: () => readPersisted<TNewsBundle>(storageKey, NEWS.cacheMs)?.savedAt,
  });
}

export function useNewsBundle(id: number, isEnabled: boolean) {
  return useQuery({ ...newsBundleQueryOptions(id), enabled: isEnabled });
}
