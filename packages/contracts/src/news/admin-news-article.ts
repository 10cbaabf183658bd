import { z } from 'zod';
import { ZNewsCategory } from './news-item';

export const NEWS_STATUSES = ['draft', 'published'] as const;
export const ZNewsStatus = z.enum(NEWS_STATUSES);
export type TNewsStatus = z.infer<typeof ZNewsStatus>;

/** An image attached to an article, as the editor sees it. */
export const ZAdminNewsImage = z.object({
  /** The upload's id (from POST /admin/news/images). */
  upload_id: z.string(),
  url: z.string(),
  caption_en: z.string(),
  caption_zh: z.string(),
  is_cover: z.boolean(),
  placeholder: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type TAdminNewsImage = z.infer<typeof ZAdminNewsImage>;

/**
 * An article with everything the editor needs, in both languages. The answer of
 * GET /admin/news/{id}, POST /admin/news, PUT /admin/news/{id}, and
 * POST /admin/news/{id}/publish and /unpublish. `content_en` and `content_zh` are the sanitised
 * HTML as stored.
 */
export const ZAdminNewsArticle = z.object({
  id: z.number().int(),
  status: ZNewsStatus,
  title_en: z.string(),
  title_zh: z.string(),
  summary_en: z.string(),
  summary_zh: z.string(),
  content_en: z.string(),
  content_zh: z.string(),
  category: ZNewsCategory,
  tags: z.array(z.string()),
  tags_zh: z.array(z.string()),
  /** The byline: as written, else the author account's username. */
  author: z.string(),
  /** The byline for Chinese readers as written; empty means `author` serves both languages. */
  author_zh: z.string(),
  author_id: z.string(),
  reading_time: z.number().int(),
  images: z.array(ZAdminNewsImage),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Set while published (and kept from the first publication after an unpublish). */
  published_at: z.string().nullable(),
});
export type TAdminNewsArticle = z.infer<typeof ZAdminNewsArticle>;
