import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCommentReply, TCommentUser } from '@irreplaceable/contracts/comments/comment';
import { useDateFormat } from '../../../shared/i18n/use-date-format';
import { shortenUsername } from '../utils/shorten-username';
import classes from './comment-item.module.css';

/** Initials are white on these colours' filled shade, which all keep a 4.5:1 contrast. */
const INITIALS_COLORS = ['lagoon', 'indigo', 'violet', 'grape', 'pink'];

type TCommentItemProps = {
  comment: TCommentReply;
  /** The signed-in user's id; visitors can read but not mention or reply. */
  viewerId: string | null;
  isHighlighted: boolean;
  /** Whether `#comment-{id}` links land here; a pinned copy elsewhere on the page has none. */
  hasAnchor?: boolean;
  onMention: (user: TCommentUser) => void;
  onReply: (comment: TCommentReply) => void;
};

/** One comment or reply: avatar, shortened username, date and the text, shown as plain text. */
export function CommentItem({
  comment,
  viewerId,
  isHighlighted,
  hasAnchor = true,
  onMention,
  onReply,
}: TCommentItemProps) {
  const { t } = useTranslation('comments');
  const { relative, date } = useDateFormat();
  const { user } = comment;
  const isReply = comment.parent_comment_id !== null;
  const name = shortenUsername(user.username);
  const canInteract = viewerId !== null;

  return (
    <div
      id={hasAnchor ? `comment-${comment.id}` : undefined}
      className={classes.item}
      data-reply={isReply || undefined}
      data-highlighted={isHighlighted || undefined}
    >
      <Avatar
        src={user.avatar_url}
        name={user.username}
        color="initials"
        variant="filled"
        allowedInitialsColors={INITIALS_COLORS}
        size={isReply ? 30 : 36}
      />
      <div className={classes.body}>
        <Group gap={8} wrap="nowrap" className={classes.meta}>
          {canInteract ? (
            <UnstyledButton
              className={classes.username}
              title={user.username}
              aria-label={t('comment.mention', { username: user.username })}
              onClick={() => onMention(user)}
            >
              {name}
            </UnstyledButton>
          ) : (
            <Text span fw={650} size="sm" title={user.username} className={classes.name}>
              {name}
            </Text>
          )}
          {user.id === viewerId && (
            <Text span size="xs" c="lagoon.8" fw={600}>
              ({t('comment.you')})
            </Text>
          )}
          <Text
            component="time"
            dateTime={comment.created_at}
            title={date(comment.created_at)}
            size="xs"
            c="gray.7"
          >
            {relative(comment.created_at)}
          </Text>
        </Group>
        <Text size="sm" className={classes.text}>
          {comment.comment_text}
        </Text>
        {canInteract && (
          <UnstyledButton
            className={classes.reply}
            aria-label={t('comment.replyTo', { username: user.username })}
            onClick={() => onReply(comment)}
          >
            {t('comment.reply')}
          </UnstyledButton>
        )}
      </div>
    </div>
  );
}
