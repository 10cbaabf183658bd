import { Avatar, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TInboxMessage } from '@irreplaceable/contracts/inbox/inbox-message';
import { useDateFormat } from '../../../shared/i18n/use-date-format';
import { TextWithLinks } from '../../../shared/ui/text-with-links';
import classes from './inbox-message-row.module.css';

/** Initials are white on these colours' filled shade, which all keep a 4.5:1 contrast. */
const INITIALS_COLORS = ['lagoon', 'indigo', 'violet', 'grape', 'pink'];

type TInboxMessageRowProps = { message: TInboxMessage; onOpen: (message: TInboxMessage) => void };

/** One message: who replied or mentioned you, on which article, a bit of what they wrote. */
export function InboxMessageRow({ message, onOpen }: TInboxMessageRowProps) {
  const { t } = useTranslation('inbox');
  const { relative, date } = useDateFormat();
  const isUnread = !message.is_read;

  return (
    <UnstyledButton
      className={classes.row}
      data-unread={isUnread || undefined}
      onClick={() => onOpen(message)}
    >
      <Avatar
        src={message.actor.avatar_url}
        name={message.actor.username}
        color="initials"
        variant="filled"
        allowedInitialsColors={INITIALS_COLORS}
        size={40}
      />
      <div className={classes.body}>
        <Text size="sm" className={classes.headline}>
          {isUnread && <VisuallyHidden>{t('unreadMark')}: </VisuallyHidden>}
          <TextWithLinks
            text={t(`message.${message.type}`)}
            links={{
              actor: () => <strong className={classes.actor}>{message.actor.username}</strong>,
              article: () => <span className={classes.article}>{message.news_title}</span>,
            }}
          />
        </Text>
        {message.comment_excerpt && (
          <Text size="sm" c="gray.7" lineClamp={2} className={classes.excerpt}>
            {message.comment_excerpt}
          </Text>
        )}
        <Text
          component="time"
          dateTime={message.created_at}
          title={date(message.created_at)}
          size="xs"
          c="gray.7"
        >
          {relative(message.created_at)}
        </Text>
      </div>
      {isUnread && <span className={classes.dot} aria-hidden="true" />}
    </UnstyledButton>
  );
}
