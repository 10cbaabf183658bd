import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TInboxMessage } from '@irreplaceable/contracts/inbox/inbox-message';
import { useAuthStore } from '../../../shared/auth/auth-store';
import { safeInternalPath } from '../../../shared/auth/return-path';
import { IconInbox } from '../../../shared/ui/icons';
import { notify } from '../../../shared/ui/notify';
import { EmptyState } from '../../../shared/ui/paged-list/empty-state';
import { QueryList } from '../../../shared/ui/paged-list/query-list';
import { useInbox } from '../api/list-inbox';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import { InboxMessageRow } from '../components/inbox-message-row';
import classes from './inbox-page.module.css';
import { PageHeading } from '../../../shared/ui/page-heading';
import { DividedList } from '../../../shared/ui/divided-list';

/** /me/inbox: replies to your comments and mentions of you (spec 000 sections 2 and 7). */
export default function InboxPage() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  // The route is guarded; without a user there is nothing to show for the moment it takes.
  return userId ? <Inbox userId={userId} /> : null;
}

function Inbox({ userId }: { userId: string }) {
  const { t } = useTranslation('inbox');
  const navigate = useNavigate();
  const inbox = useInbox(userId);
  const markRead = useMarkRead(userId);
  const markAllRead = useMarkAllRead(userId);
  const messages = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  const unreadCount = inbox.data?.pages.at(-1)?.unread_count ?? 0;

  const handleOpen = (message: TInboxMessage) => {
    if (!message.is_read) markRead.mutate(message.id);
    const link =
      safeInternalPath(message.link) ?? `/news/${message.news_id}#comment-${message.comment_id}`;
    void navigate(link);
  };

  const handleMarkAll = () =>
    markAllRead.mutate(undefined, {
      onSuccess: () => notify('success', t('markedAllRead')),
      onError: () => notify('error', t('markFailed')),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageHeading
          title={t('title')}
          intro={unreadCount > 0 ? t('unread', { count: unreadCount }) : t('intro')}
        />
        <Button
          variant="light"
          radius="xl"
          disabled={unreadCount === 0}
          loading={markAllRead.isPending}
          onClick={handleMarkAll}
        >
          {t('markAllRead')}
        </Button>
      </Group>

      <QueryList
        query={inbox}
        items={messages}
        errorTitle={t('loadError')}
        retryLabel={t('retry')}
        panelClassName={classes.panel}
        skeleton={
          <Stack gap={0}>
            {[0, 1, 2, 3].map((index) => (
              <Group key={index} gap="sm" wrap="nowrap" align="flex-start" p="md">
                <Skeleton height={40} circle />
                <Stack gap={8} flex={1}>
                  <Skeleton height={12} width="75%" />
                  <Skeleton height={12} width="50%" />
                </Stack>
              </Group>
            ))}
          </Stack>
        }
        empty={
          <EmptyState
            icon={IconInbox}
            title={t('empty')}
            hint={t('emptyHint')}
            action={{ to: '/news', label: t('browseNews') }}
          />
        }
        renderItems={(items) => (
          <DividedList label={t('listLabel')}>
            {items.map((message) => (
              <li key={message.id}>
                <InboxMessageRow message={message} onOpen={handleOpen} />
              </li>
            ))}
          </DividedList>
        )}
      />

      {(inbox.hasNextPage || inbox.isFetchNextPageError) && (
        <Group justify="center">
          <Button
            variant="light"
            radius="xl"
            onClick={() => void inbox.fetchNextPage()}
            loading={inbox.isFetchingNextPage}
          >
            {inbox.isFetchNextPageError ? t('retry') : t('loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
