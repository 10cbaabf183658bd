import { z } from 'zod';
import { ZRowIdParam } from '../common/row-id';

export const INBOX_MESSAGE_TYPES = ['reply', 'mention'] as const;
export const ZInboxMessageType = z.enum(INBOX_MESSAGE_TYPES);
export type TInboxMessageType = z.infer<typeof ZInboxMessageType>;

/**
 * One inbox message: someone replied to your comment, or mentioned you. `link` opens the article
 * at the comment (`/news/{news_id}#comment-{comment_id}`). `news_title` is in the request's
 * language with the other as fallback; `comment_excerpt` is plain text.
 */
export const ZInboxMessage = z.object({
  id: z.number().int(),
  type: ZInboxMessageType,
  is_read: z.boolean(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  actor: z.object({
    id: z.string(),
    username: z.string(),
    avatar_url: z.string().nullable(),
  }),
  news_id: z.number().int(),
  news_title: z.string(),
  comment_id: z.number().int(),
  comment_excerpt: z.string(),
  link: z.string(),
});
export type TInboxMessage = z.infer<typeof ZInboxMessage>;

export const ZInboxIdParams = z.object({ id: ZRowIdParam });
