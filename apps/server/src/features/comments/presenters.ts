import type { TComment, TCommentReply } from '@irreplaceable/contracts/comments/comment';
import type { CommentWithUsers } from './repository';

export function toCommentReply(row: CommentWithUsers): TCommentReply {
  return {
    id: row.comment.id,
    news_id: row.comment.newsId,
    parent_comment_id: row.comment.parentId,
    user: { id: row.user.id, username: row.user.username, avatar_url: row.user.avatarUrl },
    comment_text: row.comment.text,
    mentioned_user: row.mentioned
      ? {
          id: row.mentioned.id,
          username: row.mentioned.username,
          avatar_url: row.mentioned.avatarUrl,
        }
      : null,
    created_at: row.comment.createdAt.toISOString(),
  };
}

export function toComment(
  row: CommentWithUsers,
  replies: CommentWithUsers[],
  replyCount: number,
): TComment {
  return {
    ...toCommentReply(row),
    children: replies.map(toCommentReply),
    reply_count: replyCount,
    has_more_replies: replies.length < replyCount,
  };
}
