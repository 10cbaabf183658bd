import { z } from 'zod';
import { ZPageNumber } from '../common/row-id';
import { NEWS, PAGING } from '../constants';
import { ZNewsStatus } from './admin-news-article';
import { ZNewsCategory } from './news-item';

/** GET /admin/news: every article, drafts included, newest change first. */
export const ZAdminListNewsQuery = z.object({
  page: ZPageNumber.default(1),
  page_size: z.coerce.number().int().min(1).max(NEWS.pageSizeMax).default(20),
  status: z.enum(['all', 'draft', 'published']).default('all'),
  search: z.string().max(PAGING.boardSearchMaxLength).optional(),
});
export type TAdminListNewsQuery = z.input<typeof ZAdminListNewsQuery>;

export const ZAdminNewsListItem = z.object({
  id: z.number().int(),
  status: ZNewsStatus,
  title_en: z.string(),
  title_zh: z.string(),
  category: ZNewsCategory,
  author: z.string(),
  cover_url: z.string().nullable(),
  reading_time: z.number().int(),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
});
export type TAdminNewsListItem = z.infer<typeof ZAdminNewsListItem>;

export const ZAdminListNewsResponse = z.object({
  items: z.array(ZAdminNewsListItem),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  has_more: z.boolean(),
});
export type TAdminListNewsResponse = z.infer<typeof ZAdminListNewsResponse>;
