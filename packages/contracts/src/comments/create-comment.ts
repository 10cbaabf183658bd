import { z } from 'zod';
import { ZRowIdParam } from '../common/row-id';
import { COMMENTS } from '../constants';
import { ZCommentReply } from './comment';

/** Words that mention the article's author (spec 000 section 5). */
export const AUTHOR_MENTION_WORDS = ['author', '作者'] as const;

/**
 * Whether a comment's text mentions `@username`, typed by hand or inserted, and not as the start
 * of a longer name (`@ada` is not in `@adam` or `@ada.lovelace`). Letter case is ignored.
 */
export function mentionsUsername(text: string, username: string): boolean {
  const name = username.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`@${name}(?![\\p{L}\\p{N}_-]|\\.[\\p{L}\\p{N}_-])`, 'iu').test(text);
}

/**
 * POST /comments/ (signed in). The writer is the signed-in user: `user_id`, when sent, must be
 * theirs. A reply names any comment of the article as parent (replies to a reply join the same
 * thread). `mentioned_user_id` is a user id, or `author` / `作者` for the article's author; an
 * `@author` or `@作者` in the text mentions the author too.
 *
 * Refusals: 422 blank or too long text, or 'You cannot mention yourself.' (comment_self_mention,
 * also for the writer's own `@username` typed into the text);
 * 429 'Too fast! AI needs time. Please wait a moment.' within COMMENTS.cooldownSeconds of the
 * user's last submit (comment_cooldown, with Retry-After); 403 'Comment has bad content, so it is
 * not allowed.' (comment_rejected).
 */
export const ZCreateCommentRequest = z.object({
  news_id: ZRowIdParam,
  user_id: z.string().max(64).nullish(),
  comment_text: z
    .string()
    .trim()
    .min(1, 'comment_empty')
    .max(COMMENTS.textMaxLength, 'comment_too_long'),
  parent_comment_id: ZRowIdParam.nullish(),
  mentioned_user_id: z.string().max(64).nullish(),
});
export type TCreateCommentRequest = z.input<typeof ZCreateCommentRequest>;

export const ZCreateCommentResponse = z.object({
  comment_id: z.number().int(),
  comment: ZCommentReply,
  /** When this user may submit again. */
  next_comment_at: z.string(),
});
export type TCreateCommentResponse = z.infer<typeof ZCreateCommentResponse>;
