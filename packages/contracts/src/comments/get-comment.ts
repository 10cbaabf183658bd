import { z } from 'zod';
import { ZRowIdParam } from '../common/row-id';
import { ZCommentReply } from './comment';

export const ZGetCommentParams = z.object({ commentId: ZRowIdParam });
export type TGetCommentParams = z.infer<typeof ZGetCommentParams>;

/**
 * GET /comments/item/{commentId}: one comment of a published article, wherever it sits, so a
 * link to it (an inbox message's `#comment-{id}`) can show it when its page is not loaded.
 * `parent` is the top-level comment a reply belongs to (null for a top-level comment).
 * `thread_index` is that thread's place among the article's top-level comments in the list's
 * order (newest first, from 0); `reply_index` the reply's place among the thread's replies
 * (oldest first, from 0; null for a top-level comment). 404 for an unknown comment or an
 * unpublished article.
 */
export const ZGetCommentResponse = z.object({
  comment: ZCommentReply,
  parent: ZCommentReply.nullable(),
  thread_index: z.number().int().min(0),
  reply_index: z.number().int().min(0).nullable(),
});
export type TGetCommentResponse = z.infer<typeof ZGetCommentResponse>;
