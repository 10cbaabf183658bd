import { z } from 'zod';
import { ZRowIdParam } from '../common/row-id';
import { ZLanguage } from '../common/language';

export const NEWS_CATEGORIES = ['technology', 'business', 'market'] as const;
export const ZNewsCategory = z.enum(NEWS_CATEGORIES);
export type TNewsCategory = z.infer<typeof ZNewsCategory>;

export const ZNewsIdParams = z.object({ id: ZRowIdParam });
export type TNewsIdParams = z.infer<typeof ZNewsIdParams>;

/** An image of an article (spec 000 section 3), caption in the request's language. */
export const ZNewsImage = z.object({
  id: z.string(),
  url: z.string(),
  caption: z.string(),
  caption_en: z.string(),
  caption_zh: z.string(),
  /** A CSS colour to show while the image loads. */
  placeholder: z.string().nullable(),
  is_cover: z.boolean(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type TNewsImage = z.infer<typeof ZNewsImage>;

/**
 * A published article as the board and the home page show it (spec 000 section 3). Both
 * languages are sent; `title` and `summary` are already in the request's language, falling back
 * to the other language when that one is empty.
 */
export const ZNewsListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  title_en: z.string(),
  title_zh: z.string(),
  summary_en: z.string(),
  summary_zh: z.string(),
  /** The language `title` and `summary` are really in. */
  language: ZLanguage,
  category: ZNewsCategory,
  /** The byline in the reader's language (Chinese falls back to English, then to the username). */
  author: z.string(),
  author_id: z.string(),
  author_avatar: z.string().nullable(),
  author_verified: z.boolean(),
  /** Minutes, computed from the text. */
  reading_time: z.number().int(),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  /** The English tags; the page shows the list in its language, or the other when that is empty. */
  tags: z.array(z.string()),
  tags_zh: z.array(z.string()),
  images: z.array(ZNewsImage),
  cover_url: z.string().nullable(),
  created_at: z.string(),
  published_at: z.string(),
  updated_at: z.string(),
});
export type TNewsListItem = z.infer<typeof ZNewsListItem>;
