import { Drawer, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminWebhookEvent } from '@irreplaceable/contracts/admin/webhook-events';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { useWebhookEvent } from '../api/get-webhook-event';
import { WebhookEventDetails } from './webhook-event-details';
import { WebhookEventReplay } from './webhook-event-replay';
import classes from './webhook-events.module.css';

type TWebhookEventDrawerProps = {
  eventId: string | null;
  /** The list's row for the event, shown at once while the payload loads. */
  summary: TAdminWebhookEvent | undefined;
  isPhone: boolean;
  onClose: () => void;
};

/** One event beside the list (over it on a phone): its fields, payload and replay. */
export function WebhookEventDrawer({
  eventId,
  summary,
  isPhone,
  onClose,
}: TWebhookEventDrawerProps) {
  const { t } = useTranslation('adminWebhooks');
  // The drawer slides away after it is closed: keep showing the event it held until it is gone.
  const [shownId, setShownId] = useState(eventId);
  if (eventId !== null && eventId !== shownId) setShownId(eventId);
  const id = eventId ?? shownId;
  const detail = useWebhookEvent(id);
  const event = detail.data ?? (summary?.id === id ? summary : undefined);

  return (
    <Drawer
      opened={eventId !== null}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'xl'}
      title={event?.type ?? t('detail.loading')}
      classNames={{ title: classes.drawerTitle }}
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      {event ? (
        <WebhookEventDetails
          event={event}
          detail={detail}
          replay={<WebhookEventReplay key={event.id} event={event} />}
        />
      ) : detail.isError ? (
        <RetryAlert
          title={t('detail.loadError')}
          retryLabel={t('detail.retry')}
          onRetry={() => void detail.refetch()}
          isRetrying={detail.isFetching}
        />
      ) : (
        <Stack gap="md" aria-busy="true" aria-label={t('detail.loading')}>
          <Skeleton height={28} width="40%" />
          <Skeleton height={160} />
          <Skeleton height={240} />
        </Stack>
      )}
    </Drawer>
  );
}
