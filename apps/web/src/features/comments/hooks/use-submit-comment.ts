import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCommentUser } from '@irreplaceable/contracts/comments/comment';
import { mentionsUsername } from '@irreplaceable/contracts/comments/create-comment';
import type { TUser } from '@irreplaceable/contracts/users/user';
import { notify } from '../../../shared/ui/notify';
import { useCreateComment } from '../api/create-comment';
import { commentErrorMessage } from '../utils/comment-error';
import { hasMention } from '../utils/mention';
import { useCommentCooldown } from './use-comment-cooldown';

export type TCommentDraft = { text: string; mention: TCommentUser | null };

/**
 * Posting a comment or a reply, with the spec's rules (section 5): blank text is not sent, nobody
 * mentions themselves, and every attempt that is sent starts the 120 s cooldown. Resolves to
 * whether the comment was posted.
 */
export function useSubmitComment(newsId: number, user: TUser | null) {
  const { t } = useTranslation('comments');
  const create = useCreateComment(newsId);
  const cooldown = useCommentCooldown(user?.id ?? null);
  const { start: startCooldown, isCoolingDown } = cooldown;
  const { mutateAsync } = create;

  const submit = useCallback(
    async (draft: TCommentDraft, parentId: number | null = null): Promise<boolean> => {
      const text = draft.text.trim();
      if (user === null || text === '' || isCoolingDown) return false;
      // A mention removed from the text by hand is no longer meant.
      const mention =
        draft.mention && hasMention(text, draft.mention.username) ? draft.mention : null;
      // Clicked or typed by hand: the server refuses both, and the attempt would cost a cooldown.
      if (mention?.id === user.id || mentionsUsername(text, user.username)) {
        notify('error', t('errors.selfMention'));
        return false;
      }
      startCooldown();
      try {
        const created = await mutateAsync({
          news_id: newsId,
          user_id: user.id,
          comment_text: text,
          parent_comment_id: parentId,
          mentioned_user_id: mention?.id ?? null,
        });
        const nextAllowedAt = Date.parse(created.next_comment_at);
        if (Number.isFinite(nextAllowedAt)) startCooldown(nextAllowedAt);
        notify('success', t(parentId === null ? 'composer.posted' : 'composer.replied'));
        return true;
      } catch (error) {
        notify('error', commentErrorMessage(error, t));
        return false;
      }
    },
    [isCoolingDown, mutateAsync, newsId, startCooldown, t, user],
  );

  return { submit, isSubmitting: create.isPending, cooldownSeconds: cooldown.seconds };
}
