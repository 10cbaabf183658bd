import { Badge, Button, CloseButton, Text, Textarea } from '@mantine/core';
import type { KeyboardEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { COMMENTS } from '@irreplaceable/contracts/constants';
import { mentionTag } from '../utils/mention';
import type { TCommentDraft } from '../hooks/use-submit-comment';
import classes from './comment-composer.module.css';
import { loginAddress } from '../../../shared/auth/return-path';

type TCommentComposerProps = {
  isSignedIn: boolean;
  draft: TCommentDraft;
  onDraftChange: (draft: TCommentDraft) => void;
  onSubmit: () => void;
  cooldownSeconds: number;
  isSubmitting: boolean;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
};

/**
 * The box at the bottom of the screen for a new comment (spec 000 section 2): it stays in view
 * while the article is read. Visitors see a prompt to log in instead.
 */
export function CommentComposer({
  isSignedIn,
  draft,
  onDraftChange,
  onSubmit,
  cooldownSeconds,
  isSubmitting,
  textareaRef,
}: TCommentComposerProps) {
  const { t } = useTranslation('comments');
  const { pathname, search, hash } = useLocation();
  const isCoolingDown = cooldownSeconds > 0;

  if (!isSignedIn) {
    return (
      <div className={classes.dock}>
        <div className={`${classes.box} ${classes.prompt}`}>
          <Text size="sm" fw={550}>
            {t('composer.loginPrompt')}
          </Text>
          <Button
            component={Link}
            to={loginAddress(pathname, search)}
            state={{ from: `${pathname}${search}${hash}` }}
            radius="xl"
          >
            {t('composer.login')}
          </Button>
        </div>
      </div>
    );
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) onSubmit();
  };

  return (
    <div className={classes.dock}>
      <form
        className={classes.box}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {draft.mention && (
          <Badge
            variant="light"
            radius="sm"
            className={classes.mention}
            rightSection={
              <CloseButton
                size="xs"
                aria-label={t('composer.clearMention', { username: draft.mention.username })}
                onClick={() => onDraftChange({ ...draft, mention: null })}
              />
            }
          >
            {t('composer.mentioning', { username: mentionTag(draft.mention.username) })}
          </Badge>
        )}
        <div className={classes.row}>
          <Textarea
            ref={textareaRef}
            className={classes.input}
            aria-label={t('composer.label')}
            placeholder={t('composer.placeholder')}
            value={draft.text}
            onChange={(event) => onDraftChange({ ...draft, text: event.currentTarget.value })}
            onKeyDown={handleKeyDown}
            maxLength={COMMENTS.textMaxLength}
            disabled={isCoolingDown}
            autosize
            minRows={1}
            maxRows={5}
            radius="lg"
          />
          <Button
            type="submit"
            radius="xl"
            className={classes.send}
            disabled={isCoolingDown || draft.text.trim() === ''}
            loading={isSubmitting}
          >
            {isCoolingDown ? t('composer.wait', { seconds: cooldownSeconds }) : t('composer.send')}
          </Button>
        </div>
      </form>
    </div>
  );
}
