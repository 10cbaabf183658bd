import { COMMENTS } from '@irreplaceable/contracts/constants';
import {
  AUTHOR_MENTION_WORDS,
  mentionsUsername,
} from '@irreplaceable/contracts/comments/create-comment';
import type { TCreateCommentResponse } from '@irreplaceable/contracts/comments/create-comment';
import type { TListCommentsResponse } from '@irreplaceable/contracts/comments/list-comments';
import type { TGetCommentResponse } from '@irreplaceable/contracts/comments/get-comment';
import type { CurrentUser } from '../../platform/auth/authenticate';
import { AppError } from '../../platform/errors/app-error';
import { moderateComment } from './moderation';
import { toComment, toCommentReply } from './presenters';
import type { CommentsRepository, CommentWithUsers } from './repository';

/** A message for someone's inbox about a new comment. */
export interface CommentNotice {
  userId: string;
  actorId: string;
  type: 'reply' | 'mention';
  newsId: number;
  commentId: number;
}

export interface CreateCommentInput {
  news_id: number;
  user_id?: string | null | undefined;
  comment_text: string;
  parent_comment_id?: number | null | undefined;
  mentioned_user_id?: string | null | undefined;
}

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AUTHOR_IN_TEXT = new RegExp(`@(${AUTHOR_MENTION_WORDS.join('|')})(?![\\p{L}\\p{N}_])`, 'iu');
const isAuthorWord = (value: string) =>
  (AUTHOR_MENTION_WORDS as readonly string[]).includes(value.trim().toLowerCase());

export function createCommentsService(deps: {
  repository: CommentsRepository;
  userExists: (id: string) => Promise<boolean>;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function requirePublishedArticle(newsId: number) {
    const article = await repository.findArticle(newsId);
    if (!article || article.status !== 'published') throw new AppError('not_found');
    return article;
  }

  /** Who the comment mentions: an explicit user, the author by word, or `@author` in the text. */
  async function resolveMention(input: CreateCommentInput, authorId: string) {
    const requested = input.mentioned_user_id?.trim();
    if (requested) {
      if (isAuthorWord(requested)) return authorId;
      if (!UUID.test(requested) || !(await deps.userExists(requested))) {
        throw new AppError('validation_error', { field: 'mentioned_user_id' });
      }
      return requested;
    }
    return AUTHOR_IN_TEXT.test(input.comment_text) ? authorId : null;
  }

  /** The thread a reply joins (always a top-level comment) and whose comment it answers. */
  async function resolveParent(parentId: number | null | undefined, newsId: number) {
    if (!parentId) return null;
    const parent = await repository.findComment(parentId);
    if (!parent || parent.newsId !== newsId) throw new AppError('not_found');
    return { threadId: parent.parentId ?? parent.id, repliedToUserId: parent.userId };
  }

  function notices(
    user: CurrentUser,
    commentId: number,
    newsId: number,
    repliedTo: string | null,
    mentionedId: string | null,
  ): CommentNotice[] {
    const list: CommentNotice[] = [];
    if (repliedTo && repliedTo !== user.id) {
      list.push({ userId: repliedTo, actorId: user.id, type: 'reply', newsId, commentId });
    }
    if (mentionedId && mentionedId !== user.id && mentionedId !== repliedTo) {
      list.push({ userId: mentionedId, actorId: user.id, type: 'mention', newsId, commentId });
    }
    return list;
  }

  return {
    /**
     * Order of checks: the cooldown is claimed first, so every submit that reaches this point
     * (refused or not) starts the 120 s wait, as the client counts it; then the article and
     * thread, the mention, and moderation.
     */
    async create(user: CurrentUser, input: CreateCommentInput): Promise<TCreateCommentResponse> {
      if (input.user_id && input.user_id !== user.id) {
        throw new AppError('validation_error', { field: 'user_id' });
      }
      const slot = await repository.claimCooldown(user.id, COMMENTS.cooldownSeconds);
      if (!slot.claimed) {
        throw new AppError('comment_cooldown', { seconds: slot.retryAfterSeconds });
      }
      const article = await requirePublishedArticle(input.news_id);
      const parent = await resolveParent(input.parent_comment_id, article.id);
      const mentionedId = await resolveMention(input, article.authorId);
      if (mentionedId === user.id || mentionsUsername(input.comment_text, user.username)) {
        throw new AppError('comment_self_mention');
      }

      const [isFirst, isRepeat] = await Promise.all([
        repository.hasCommented(user.id).then((has) => !has),
        repository.postedRecently(user.id, input.comment_text, new Date(now().getTime() - DAY_MS)),
      ]);
      const verdict = moderateComment(input.comment_text, {
        isFirstComment: isFirst,
        accountAgeHours: (now().getTime() - user.createdAt.getTime()) / HOUR_MS,
        isRepeat,
      });
      if (!verdict.allowed) throw new AppError('comment_rejected', { reason: verdict.reason });

      const row = await repository.insert(
        {
          newsId: article.id,
          userId: user.id,
          parentId: parent?.threadId ?? null,
          mentionedUserId: mentionedId,
          text: input.comment_text,
        },
        (commentId) =>
          notices(user, commentId, article.id, parent?.repliedToUserId ?? null, mentionedId),
      );
      const stored = await repository.findWithUsers(row.id);
      if (!stored) throw new Error(`Comment ${row.id} vanished`);
      return {
        comment_id: row.id,
        comment: toCommentReply(stored),
        next_comment_at: new Date(
          slot.at.getTime() + COMMENTS.cooldownSeconds * 1000,
        ).toISOString(),
      };
    },

    /** One comment with its thread and where both sit, for a link straight to it. */
    async findOne(commentId: number): Promise<TGetCommentResponse> {
      const row = await repository.findWithUsers(commentId);
      if (!row) throw new AppError('not_found');
      await requirePublishedArticle(row.comment.newsId);
      const parent = row.comment.parentId
        ? await repository.findWithUsers(row.comment.parentId)
        : undefined;
      const thread = parent ?? row;
      const [threadIndex, replyIndex] = await Promise.all([
        repository.placeInList(thread.comment),
        parent ? repository.placeInList(row.comment) : Promise.resolve(null),
      ]);
      return {
        comment: toCommentReply(row),
        parent: parent ? toCommentReply(parent) : null,
        thread_index: threadIndex,
        reply_index: replyIndex,
      };
    },

    async list(
      newsId: number,
      query: {
        limit: number;
        offset: number;
        reply_limit: number;
        reply_offset: number;
        parent_comment_id?: number | undefined;
      },
    ): Promise<TListCommentsResponse> {
      await requirePublishedArticle(newsId);
      if (query.parent_comment_id !== undefined) {
        const parent = await repository.findComment(query.parent_comment_id);
        if (!parent || parent.newsId !== newsId || parent.parentId !== null) {
          throw new AppError('not_found');
        }
        const { rows, total } = await repository.listReplies(
          parent.id,
          query.reply_limit,
          query.reply_offset,
        );
        return {
          items: rows.map((row) => toComment(row, [], 0)),
          total,
          offset: query.reply_offset,
          limit: query.reply_limit,
          has_more: query.reply_offset + rows.length < total,
        };
      }
      const { rows, replyCounts, total } = await repository.listTopLevel(
        newsId,
        query.limit,
        query.offset,
      );
      const replies = await repository.firstReplies(
        rows.map((row) => row.comment.id),
        query.reply_limit,
      );
      const repliesOf = (id: number): CommentWithUsers[] =>
        replies.filter((reply) => reply.comment.parentId === id);
      return {
        items: rows.map((row) =>
          toComment(row, repliesOf(row.comment.id), replyCounts.get(row.comment.id) ?? 0),
        ),
        total,
        offset: query.offset,
        limit: query.limit,
        has_more: query.offset + rows.length < total,
      };
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
