import { Button, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  TComment,
  TCommentReply,
  TCommentUser,
} from '@irreplaceable/contracts/comments/comment';
import { useMoreReplies } from '../api/list-replies';
import type { TCommentDraft } from '../hooks/use-submit-comment';
import { CommentItem } from './comment-item';
import { ReplyForm } from './reply-form';
import classes from './comment-thread.module.css';

type TCommentThreadProps = {
  newsId: number;
  comment: TComment;
  viewerId: string | null;
  highlightedId: number | null;
  /** Open the replies until the one at this index (oldest first) shows, then say so. */
  revealReplyIndex?: number | null;
  onRevealed?: () => void;
  cooldownSeconds: number;
  isSubmitting: boolean;
  onMention: (user: TCommentUser) => void;
  onSubmitReply: (draft: TCommentDraft, parentId: number) => Promise<boolean>;
};

/** A comment, its replies (5 at first, then 5 more at a time) and the reply input. */
export function CommentThread(props: TCommentThreadProps) {
  const { newsId, comment, viewerId, highlightedId } = props;
  const { t } = useTranslation('comments');
  const [replyingTo, setReplyingTo] = useState<TCommentReply | null>(null);
  const [wantsMoreReplies, setWantsMoreReplies] = useState(false);
  const { revealReplyIndex = null, onRevealed } = props;
  const isRevealing = revealReplyIndex !== null;
  const more = useMoreReplies(
    newsId,
    comment.id,
    comment.children.length,
    wantsMoreReplies || isRevealing,
  );
  const extraReplies = more.data?.pages.flatMap((page) => page.items) ?? [];
  const replies = [...comment.children, ...extraReplies];
  const hasMoreReplies = more.data ? more.hasNextPage : comment.has_more_replies;
  const hiddenReplies = Math.max(0, comment.reply_count - replies.length);
  const isRevealTargetShown = isRevealing && replies.length > revealReplyIndex;
  const canFetchMore = more.hasNextPage && !more.isFetching;
  const { fetchNextPage } = more;

  // A link to a reply further down opens the replies page by page until it shows.
  useEffect(() => {
    if (isRevealing && !isRevealTargetShown && canFetchMore) void fetchNextPage();
  }, [isRevealing, isRevealTargetShown, canFetchMore, fetchNextPage]);
  useEffect(() => {
    if (isRevealTargetShown) onRevealed?.();
  }, [isRevealTargetShown, onRevealed]);

  const handleMoreReplies = () => {
    if (more.data) void more.fetchNextPage();
    else setWantsMoreReplies(true);
  };

  const item = (entry: TCommentReply) => (
    <CommentItem
      comment={entry}
      viewerId={viewerId}
      isHighlighted={entry.id === highlightedId}
      onMention={props.onMention}
      onReply={setReplyingTo}
    />
  );

  return (
    <li className={classes.thread}>
      {item(comment)}
      {replies.length > 0 && (
        <ul
          className={classes.replies}
          aria-label={t('section.repliesLabel', { username: comment.user.username })}
        >
          {replies.map((reply) => (
            <li key={reply.id}>{item(reply)}</li>
          ))}
        </ul>
      )}
      {hasMoreReplies && (
        <Button
          variant="subtle"
          size="xs"
          className={classes.moreReplies}
          onClick={handleMoreReplies}
          disabled={more.isFetching}
          leftSection={more.isFetching ? <Loader size={12} /> : undefined}
        >
          {hiddenReplies > 0
            ? t('section.moreReplies', { count: hiddenReplies })
            : t('section.showMoreReplies')}
        </Button>
      )}
      {replyingTo && (
        <ReplyForm
          key={replyingTo.id}
          replyTo={replyingTo}
          cooldownSeconds={props.cooldownSeconds}
          isSubmitting={props.isSubmitting}
          onSubmit={(draft) => props.onSubmitReply(draft, replyingTo.id)}
          onClose={() => setReplyingTo(null)}
        />
      )}
    </li>
  );
}
