import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGING } from '@irreplaceable/contracts/constants';
import { api } from '../../../shared/api/client';
import { homeKeys } from './query-keys';

/**
 * The fields the home list shows (spec 000 section 3: id, title_en, title_zh, created_at, views).
 * The date is the publication date where there is one, as on the news board: the list is sorted by
 * it, and an article drafted a week before it went out is not a week old.
 */
export type THomeNewsItem = {
  id: number | string;
  title_en: string;
  title_zh: string;
  published_at: string;
  views: number;
};

const dateText = (value: unknown) => (typeof value === 'string' ? value : '');

const LATEST_NEWS_STALE_MS = 5 * 60_000;

function toNewsItem(value: unknown): THomeNewsItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  const id = item.id;
  if (typeof id !== 'number' && typeof id !== 'string') return null;
  const titleEn = typeof item.title_en === 'string' ? item.title_en : '';
  const titleZh = typeof item.title_zh === 'string' ? item.title_zh : '';
  if (!titleEn && !titleZh) return null;
  return {
    id,
    title_en: titleEn,
    title_zh: titleZh,
    published_at: dateText(item.published_at) || dateText(item.created_at),
    views: typeof item.views === 'number' ? item.views : 0,
  };
}

/**
 * The latest news for the home page, read defensively without the news schemas (they would weigh
 * on the home page's JavaScript); any failure is an empty list (spec 000 section 7).
 */
export async function getLatestNews(signal?: AbortSignal): Promise<THomeNewsItem[]> {
  try {
    const page = await api.get<{ items?: unknown }>('/news/', {
      query: { page: 1, page_size: PAGING.homeNewsCount, sort_by: 'time' },
      signal,
    });
    const items = Array.isArray(page?.items) ? page.items : [];
    return items
      .map(toNewsItem)
      .filter((item): item is THomeNewsItem => item !== null)
      .slice(0, PAGING.homeNewsCount);
  } catch {
    return [];
  }
}

export function latestNewsQueryOptions() {
  return queryOptions({
    queryKey: homeKeys.latestNews(),
    queryFn: ({ signal }) => getLatestNews(signal),
    staleTime: LATEST_NEWS_STALE_MS,
  });
}

export function useLatestNews() {
  return useQuery(latestNewsQueryOptions());
}
