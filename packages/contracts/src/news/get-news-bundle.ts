import { z } from 'zod';
import { ZRowIdParam } from '../common/row-id';
import { ZNewsImage } from './news-item';

/**
 * GET /news/bundle/{id}: the article's images and where to fetch its rich content. Each URL
 * answers text/html with the sanitised article body in that language (the other language when it
 * has none), carries an ETag, and changes whenever the content does, so it can be cached.
 */
export const ZNewsBundle = z.object({
  id: z.number().int(),
  images: z.array(ZNewsImage),
  content_page_url_en: z.string(),
  content_page_url_zh: z.string(),
});
export type TNewsBundle = z.infer<typeof ZNewsBundle>;

/** GET /news/content/{id}/{lang}: the HTML body behind a content page URL. */
export const ZNewsContentParams = z.object({
  id: ZRowIdParam,
  lang: z.enum(['en', 'zh']),
});
export type TNewsContentParams = z.infer<typeof ZNewsContentParams>;
