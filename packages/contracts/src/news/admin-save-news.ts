import { z } from 'zod';
import { NEWS } from '../constants';
import { ZNewsStatus } from './admin-news-article';
import { ZNewsCategory } from './news-item';

const text = (max: number) => z.string().trim().max(max, 'too_long').default('');

/** An article's tags in one language; both languages share the limits. */
const tagList = () =>
  z
    .array(z.string().trim().min(1).max(NEWS.tagMaxLength, 'too_long'))
    .max(NEWS.tagsMax, 'too_many')
    .default([]);

export const ZSaveNewsImage = z.object({
  upload_id: z.uuid(),
  caption_en: text(NEWS.captionMaxLength),
  caption_zh: text(NEWS.captionMaxLength),
  is_cover: z.boolean().default(false),
});
export type TSaveNewsImage = z.input<typeof ZSaveNewsImage>;

/**
 * POST /admin/news (create) and PUT /admin/news/{id} (replace). At least one language needs a
 * title; the other falls back to it. Content is HTML from the editor: the server sanitises it
 * against an allow-list before storing it and computes reading_time from the text. At most one
 * image is the cover; with none marked, the first image is. `status` defaults to draft on create
 * and to the current status on update.
 */
export const ZSaveNewsRequest = z
  .object({
    title_en: text(NEWS.titleMaxLength),
    title_zh: text(NEWS.titleMaxLength),
    summary_en: text(NEWS.summaryMaxLength),
    summary_zh: text(NEWS.summaryMaxLength),
    content_en: z.string().max(NEWS.contentMaxLength, 'too_long').default(''),
    content_zh: z.string().max(NEWS.contentMaxLength, 'too_long').default(''),
    category: ZNewsCategory,
    /** The English tags. */
    tags: tagList(),
    tags_zh: tagList(),
    /** The byline; empty means the author account's username. */
    author: text(NEWS.authorNameMaxLength),
    /** The byline for Chinese readers; empty means the English one. */
    author_zh: text(NEWS.authorNameMaxLength),
    /** The author account; defaults to the admin who creates the article. */
    author_id: z.uuid().optional(),
    images: z.array(ZSaveNewsImage).max(NEWS.imagesMax, 'too_many').default([]),
    status: ZNewsStatus.optional(),
  })
  .refine((body) => body.title_en !== '' || body.title_zh !== '', {
    message: 'title_required',
    path: ['title_en'],
  })
  .refine((body) => body.images.filter((image) => image.is_cover).length <= 1, {
    message: 'one_cover',
    path: ['images'],
  });
export type TSaveNewsRequest = z.input<typeof ZSaveNewsRequest>;
export type TSaveNewsBody = z.output<typeof ZSaveNewsRequest>;
