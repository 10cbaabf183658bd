import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCommentUser } from '@irreplaceable/contracts/comments/comment';
import { selectIsSignedIn, useAuthStore } from '../../../shared/auth/auth-store';
import { notify } from '../../../shared/ui/notify';
import { useComments } from '../api/list-comments';
import { useCommentLink } from '../hooks/use-comment-link';
import { useSubmitComment, type TCommentDraft } from '../hooks/use-submit-comment';
import { insertMention } from '../utils/mention';
import { CommentComposer } from './comment-composer';
import { CommentThread } from './comment-thread';
import { LinkedComment } from './linked-comment';
import classes from './comment-section.module.css';
import { RetryAlert } from '../../../shared/ui/retry-alert';

const EMPTY_DRAFT: TCommentDraft = { text: '', mention: null };

/**
 * The comments under an article (spec 000 section 2): the list with replies, and the box at the
 * bottom to write one. It renders two siblings, the section and the box, so the box can stay in
 * view for the whole article page it is placed in.
 */
export function CommentSection({ newsId }: { newsId: number }) {
  const { t } = useTranslation('comments');
  const user = useAuthStore((state) => (selectIsSignedIn(state) ? state.user : null));
  const viewerId = user?.id ?? null;
  const comments = useComments(newsId);
  const { submit, isSubmitting, cooldownSeconds } = useSubmitComment(newsId, user);
  const [draft, setDraft] = useState<TCommentDraft>(EMPTY_DRAFT);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const link = useCommentLink(newsId, comments);
  const { highlightedId } = link;
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const scrollTarget =
    highlightedId !== null ? `comment-${highlightedId}` : link.pinned ? 'linked-comment' : null;

  useEffect(() => {
    if (scrollTarget === null) return;
    document.getElementById(scrollTarget)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [scrollTarget]);

  const handleMention = (target: TCommentUser) => {
    if (target.id === viewerId) {
      notify('error', t('errors.selfMention'));
      return;
    }
    setDraft((current) => ({
      text: insertMention(current.text, current.mention?.username ?? null, target.username),
      mention: target,
    }));
    textareaRef.current?.focus();
  };

  const handleSubmit = async () => {
    if (await submit(draft)) setDraft(EMPTY_DRAFT);
  };

  return (
    <>
      <Paper
        component="section"
        withBorder
        aria-labelledby="comments-title"
        className={classes.section}
      >
        <Title order={2} id="comments-title" className={classes.title} mb="sm">
          {t('section.title')}
        </Title>

        {link.pinned && (
          <LinkedComment
            linked={link.pinned}
            isRevealing={link.isRevealing}
            onViewInThread={link.revealInThread}
          />
        )}

        {comments.isPending && (
          <Stack gap="md" aria-busy="true">
            {[0, 1, 2].map((index) => (
              <Group key={index} gap="sm" wrap="nowrap" align="flex-start">
                <Skeleton height={36} circle />
                <Stack gap={6} flex={1}>
                  <Skeleton height={12} width={140} />
                  <Skeleton height={12} width="90%" />
                </Stack>
              </Group>
            ))}
          </Stack>
        )}

        {comments.isError && !comments.isFetchNextPageError && (
          <RetryAlert
            title={t('section.loadError')}
            retryLabel={t('section.retry')}
            onRetry={() => void comments.refetch()}
            isRetrying={comments.isFetching}
          />
        )}

        {comments.isSuccess && items.length === 0 && (
          <Text c="gray.7" ta="center" py="lg">
            {t('section.empty')}
          </Text>
        )}

        {items.length > 0 && (
          <ul className={classes.list} aria-label={t('section.listLabel')}>
            {items.map((comment) => (
              <CommentThread
                key={comment.id}
                newsId={newsId}
                comment={comment}
                viewerId={viewerId}
                highlightedId={highlightedId}
                revealReplyIndex={
                  link.reveal?.threadId === comment.id ? link.reveal.replyIndex : null
                }
                onRevealed={link.handleRevealed}
                cooldownSeconds={cooldownSeconds}
                isSubmitting={isSubmitting}
                onMention={handleMention}
                onSubmitReply={submit}
              />
            ))}
          </ul>
        )}

        {(comments.hasNextPage || comments.isFetchNextPageError) && (
          <Group justify="center" mt="sm">
            <Button
              variant="light"
              radius="xl"
              onClick={() => void comments.fetchNextPage()}
              loading={comments.isFetchingNextPage}
            >
              {comments.isFetchNextPageError ? t('section.retry') : t('section.loadMore')}
            </Button>
          </Group>
        )}
      </Paper>

      <CommentComposer
        isSignedIn={user !== null}
        draft={draft}
        onDraftChange={setDraft}
        onSubmit={() => void handleSubmit()}
        cooldownSeconds={cooldownSeconds}
        isSubmitting={isSubmitting}
        textareaRef={textareaRef}
      />
    </>
  );
}
