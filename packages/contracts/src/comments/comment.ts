import { z } from 'zod';

/** The writer of a comment (spec 000 section 3). */
export const ZCommentUser = z.object({
  id: z.string(),
  username: z.string(),
  avatar_url: z.string().nullable(),
});
export type TCommentUser = z.infer<typeof ZCommentUser>;

/** A comment or a reply. Comments are plain text: render `comment_text` as text, never as HTML. */
export const ZCommentReply = z.object({
  id: z.number().int(),
  news_id: z.number().int(),
  /** The top-level comment this replies to; null for a top-level comment. */
  parent_comment_id: z.number().int().nullable(),
  user: ZCommentUser,
  comment_text: z.string(),
  mentioned_user: ZCommentUser.nullable(),
  created_at: z.string(),
});
export type TCommentReply = z.infer<typeof ZCommentReply>;

/** A top-level comment with its first replies, oldest first. */
export const ZComment = ZCommentReply.extend({
  children: z.array(ZCommentReply),
  reply_count: z.number().int(),
  has_more_replies: z.boolean(),
});
export type TComment = z.infer<typeof ZComment>;
