import { z } from 'zod';
import { NEWS } from '../constants';

/**
 * POST /admin/news/images: multipart/form-data with one file in the field `file`. JPEG, PNG, WebP,
 * GIF or SVG, recognised by content (not by name), at most NEWS.imageMaxBytes; SVG is sanitised.
 * The answer's `id` is the upload_id to attach the image to an article; `url` can go straight
 * into the rich content.
 */
export const ZUploadImageResponse = z.object({
  id: z.string(),
  url: z.string(),
  content_type: z.enum(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml']),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type TUploadImageResponse = z.infer<typeof ZUploadImageResponse>;

export const UPLOAD_FIELD_NAME = 'file';
export const UPLOAD_MAX_BYTES = NEWS.imageMaxBytes;
