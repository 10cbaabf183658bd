import { z } from 'zod';
import { ZPageNumber } from '../common/row-id';
import { PAGING, NEWS } from '../constants';
import { ZNewsListItem } from './news-item';

/** Board chips (spec 000 section 2); `popular` is views >= NEWS.popularViews. */
export const NEWS_FILTERS = ['all', 'technology', 'business', 'market', 'popular'] as const;
export const ZNewsFilter = z.enum(NEWS_FILTERS);
export type TNewsFilter = z.infer<typeof ZNewsFilter>;

export const NEWS_SORTS = ['time', 'views'] as const;
export const ZNewsSort = z.enum(NEWS_SORTS);
export type TNewsSort = z.infer<typeof ZNewsSort>;

/** GET /news/ : published articles only, newest first unless sorted by views. */
export const ZListNewsQuery = z.object({
  page: ZPageNumber.default(1),
  page_size: z.coerce.number().int().min(1).max(NEWS.pageSizeMax).default(PAGING.newsPageSize),
  sort_by: ZNewsSort.default('time'),
  /** Matched against the title in both languages, or the category (its key or its name). */
  search: z.string().max(PAGING.boardSearchMaxLength).optional(),
  search_by: z.enum(['title', 'category']).default('title'),
  filter: ZNewsFilter.default('all'),
});
export type TListNewsQuery = z.input<typeof ZListNewsQuery>;

export const ZListNewsResponse = z.object({
  items: z.array(ZNewsListItem),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  has_more: z.boolean(),
});
export type TListNewsResponse = z.infer<typeof ZListNewsResponse>;
