import { Button, Group, Textarea } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCommentReply } from '@irreplaceable/contracts/comments/comment';
import { COMMENTS } from '@irreplaceable/contracts/constants';
import type { TCommentDraft } from '../hooks/use-submit-comment';
import classes from './reply-form.module.css';

type TReplyFormProps = {
  replyTo: TCommentReply;
  cooldownSeconds: number;
  isSubmitting: boolean;
  onSubmit: (draft: TCommentDraft) => Promise<boolean>;
  onClose: () => void;
};

/** The reply input under a comment; blocked while the cooldown runs. */
export function ReplyForm({
  replyTo,
  cooldownSeconds,
  isSubmitting,
  onSubmit,
  onClose,
}: TReplyFormProps) {
  const { t } = useTranslation('comments');
  const [text, setText] = useState('');
  const isCoolingDown = cooldownSeconds > 0;
  const username = replyTo.user.username;

  const handleSubmit = async () => {
    if (await onSubmit({ text, mention: null })) onClose();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void handleSubmit();
    if (event.key === 'Escape') onClose();
  };

  return (
    <form
      className={classes.form}
      onSubmit={(event) => {
        event.preventDefault();
        void handleSubmit();
      }}
    >
      <Textarea
        aria-label={t('composer.replyLabel', { username })}
        placeholder={t('composer.replyPlaceholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={handleKeyDown}
        maxLength={COMMENTS.textMaxLength}
        disabled={isCoolingDown}
        autosize
        minRows={2}
        maxRows={6}
        autoFocus
      />
      <Group justify="flex-end" gap="xs" mt={8}>
        <Button variant="subtle" color="gray" size="xs" onClick={onClose}>
          {t('composer.cancel')}
        </Button>
        <Button
          type="submit"
          size="xs"
          disabled={isCoolingDown || text.trim() === ''}
          loading={isSubmitting}
        >
          {isCoolingDown
            ? t('composer.wait', { seconds: cooldownSeconds })
            : t('composer.sendReply')}
        </Button>
      </Group>
    </form>
  );
}
