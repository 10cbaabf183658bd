import type { TNewsDetail } from '@irreplaceable/contracts/news/get-news';
import type { TNewsBundle } from '@irreplaceable/contracts/news/get-news-bundle';
import type { TListNewsResponse } from '@irreplaceable/contracts/news/list-news';
import type { TNewsListItem } from '@irreplaceable/contracts/news/news-item';

export function makeNewsItem(id: number, overrides: Partial<TNewsListItem> = {}): TNewsListItem {
  const title_en = overrides.title_en ?? `Article ${id}`;
  return {
    id,
    title: title_en,
    summary: `Summary of article ${id}.`,
    title_en,
    title_zh: `文章 ${id}`,
    summary_en: `Summary of article ${id}.`,
    summary_zh: `文章 ${id} 的摘要。`,
    language: 'en',
    category: 'technology',
    author: 'Irreplaceable Editorial',
    author_id: 'author-1',
    author_avatar: null,
    author_verified: true,
    reading_time: 4,
    views: 120,
    likes: 3,
    comments: 2,
    tags: ['AI', 'Work'],
    tags_zh: ['人工智能', '工作'],
    images: [
      {
        id: `image-${id}`,
        url: `/uploads/cover-${id}.svg`,
        caption: 'A cover',
        caption_en: 'A cover',
        caption_zh: '封面',
        placeholder: '#14213d',
        is_cover: true,
        width: 1200,
        height: 630,
      },
    ],
    cover_url: `/uploads/cover-${id}.svg`,
    created_at: '2025-11-20T10:00:00.000Z',
    published_at: '2025-11-20T10:00:00.000Z',
    updated_at: '2025-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makeNewsDetail(id = 7, overrides: Partial<TNewsDetail> = {}): TNewsDetail {
  return { ...makeNewsItem(id), liked_by_me: false, ...overrides };
}

export function makeNewsBundle(id = 7): TNewsBundle {
  return {
    id,
    images: makeNewsItem(id).images,
    content_page_url_en: `/api/news/content/${id}/en?v=abc`,
    content_page_url_zh: `/api/news/content/${id}/zh?v=abc`,
  };
}

export function newsPage(
  items: TNewsListItem[],
  page: number,
  hasMore: boolean,
  total = 25,
): TListNewsResponse {
  return { items, page, page_size: 10, total, has_more: hasMore };
}
