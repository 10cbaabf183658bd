import { Button, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TGetCommentResponse } from '@irreplaceable/contracts/comments/get-comment';
import { CommentItem } from './comment-item';
import classes from './linked-comment.module.css';

const noop = () => {};

type TLinkedCommentProps = {
  linked: TGetCommentResponse;
  isRevealing: boolean;
  onViewInThread: () => void;
};

/**
 * A comment a link pointed at that the loaded page does not show: pinned at the top, under the
 * comment it replies to, read-only until it is viewed in its thread.
 */
export function LinkedComment({ linked, isRevealing, onViewInThread }: TLinkedCommentProps) {
  const { t } = useTranslation('comments');
  const item = (comment: TGetCommentResponse['comment'], isHighlighted: boolean) => (
    <CommentItem
      comment={comment}
      viewerId={null}
      isHighlighted={isHighlighted}
      hasAnchor={false}
      onMention={noop}
      onReply={noop}
    />
  );
  return (
    <Paper
      component="section"
      id="linked-comment"
      className={classes.pinned}
      aria-labelledby="linked-comment-title"
    >
      <Text id="linked-comment-title" size="xs" fw={700} c="gray.7" tt="uppercase" mb={4}>
        {t('linked.title')}
      </Text>
      {linked.parent && item(linked.parent, false)}
      <div className={linked.parent ? classes.reply : undefined}>{item(linked.comment, true)}</div>
      <Button
        variant="subtle"
        size="xs"
        className={classes.action}
        onClick={onViewInThread}
        loading={isRevealing}
      >
        {t('linked.viewInThread')}
      </Button>
    </Paper>
  );
}
