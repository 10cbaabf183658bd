import { queryOptions, useQuery } from '@tanstack/react-query';
import { NEWS } from '@irreplaceable/contracts/constants';
import { api } from '../../../shared/api/client';
import { newsKeys } from './query-keys';

/**
 * The article's rich content, fetched as a file from a content page address of the bundle
 * (already under /api). The browser's HTTP cache keeps it by ETag; it is sanitised on display.
 */
export function getNewsContent(url: string, signal?: AbortSignal): Promise<string> {
  return api.get<string>(url, { signal, responseType: 'text', authenticated: false });
}

export function newsContentQueryOptions(url: string) {
  return queryOptions({
    queryKey: newsKeys.content(url),
    queryFn: ({ signal }) => getNewsContent(url, signal),
    staleTime: NEWS.cacheMs,
    // A failure is silent (spec 000 section 8): the page shows the summary and a short note.
    retry: 1,
  });
}

export function useNewsContent(url: string | null) {
  return useQuery({ ...newsContentQueryOptions(url ?? ''), enabled: url !== null });
}
