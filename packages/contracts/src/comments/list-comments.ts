import { z } from 'zod';
import { ZRowIdParam, ZRowOffset } from '../common/row-id';
import { COMMENTS, PAGING } from '../constants';
import { ZComment } from './comment';

export const ZListCommentsParams = z.object({ newsId: ZRowIdParam });
export type TListCommentsParams = z.infer<typeof ZListCommentsParams>;

/**
 * GET /comments/{newsId}. First form: top-level comments, newest first, `limit` and `offset`, each
 * with its first `reply_limit` replies. Second form (more replies): with `parent_comment_id`, the
 * replies of that comment from `reply_offset`, `reply_limit` at a time, oldest first, as items
 * whose `children` are empty.
 */
export const ZListCommentsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(COMMENTS.pageSizeMax).default(PAGING.commentPageSize),
  offset: ZRowOffset.default(0),
  reply_limit: z.coerce
    .number()
    .int()
    .min(0)
    .max(COMMENTS.pageSizeMax)
    .default(PAGING.repliesPerComment),
  reply_offset: ZRowOffset.default(0),
  parent_comment_id: ZRowIdParam.optional(),
});
export type TListCommentsQuery = z.input<typeof ZListCommentsQuery>;

export const ZListCommentsResponse = z.object({
  items: z.array(ZComment),
  /** Top-level comments in the first form; replies of the parent in the second. */
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  has_more: z.boolean(),
});
export type TListCommentsResponse = z.infer<typeof ZListCommentsResponse>;
