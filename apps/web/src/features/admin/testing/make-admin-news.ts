import type {
  TAdminListNewsResponse,
  TAdminNewsListItem,
} from '@irreplaceable/contracts/news/admin-list-news';
import type { TAdminNewsArticle } from '@irreplaceable/contracts/news/admin-news-article';

export function makeAdminListItem(
  id: number,
  overrides: Partial<TAdminNewsListItem> = {},
): TAdminNewsListItem {
  return {
    id,
    status: 'published',
    title_en: `Article ${id}`,
    title_zh: `文章 ${id}`,
    category: 'technology',
    author: 'Editorial',
    cover_url: null,
    reading_time: 3,
    views: 10 * id,
    likes: id,
    comments: 2,
    created_at: '2025-11-20T10:00:00.000Z',
    updated_at: '2025-11-21T10:00:00.000Z',
    published_at: '2025-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function adminListPage(
  items: TAdminNewsListItem[],
  total = items.length,
): TAdminListNewsResponse {
  return { items, page: 1, page_size: 20, total, has_more: total > items.length };
}

export function makeAdminArticle(
  id: number,
  overrides: Partial<TAdminNewsArticle> = {},
): TAdminNewsArticle {
  return {
    id,
    status: 'draft',
    title_en: `Article ${id}`,
    title_zh: '',
    summary_en: 'A summary.',
    summary_zh: '',
    content_en: '<p>Some words to read.</p>',
    content_zh: '',
    category: 'business',
    tags: ['AI'],
    tags_zh: ['人工智能'],
    author: 'Editorial',
    author_zh: '编辑部',
    author_id: 'admin-1',
    reading_time: 1,
    images: [],
    views: 0,
    likes: 0,
    comments: 0,
    created_at: '2025-11-20T10:00:00.000Z',
    updated_at: '2025-11-20T10:00:00.000Z',
    published_at: null,
    ...overrides,
  };
}
