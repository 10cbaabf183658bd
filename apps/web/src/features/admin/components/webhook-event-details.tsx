import { Alert, Code, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  TAdminWebhookEvent,
  TAdminWebhookEventDetail,
} from '@irreplaceable/contracts/admin/webhook-events';
import { useLanguage } from '../../../shared/i18n/use-language';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { knownEventError } from '../utils/webhook-event-errors';
import { formatEventTimeUtc } from '../utils/webhook-event-format';
import { CopyableId } from './copyable-id';
import { EventTime } from './event-time';
import { EventAccount } from './webhook-event-summary';
import { AttentionMark, WebhookEventStatusBadge } from './webhook-event-status';
import classes from './webhook-events.module.css';

/** Why an event changed nothing, in plain words where the code is known, and the code itself. */
function EventErrorExplained({ event }: { event: TAdminWebhookEvent }) {
  const { t } = useTranslation('adminWebhooks');
  if (!event.error) return null;
  const known = knownEventError(event.error);
  const isFailed = event.status === 'failed';
  return (
    <Alert
      variant="light"
      color={isFailed ? 'red' : 'gray'}
      title={
        known
          ? t(`errors.${known}.short`)
          : t(isFailed ? 'detail.why.failed' : 'detail.why.ignored')
      }
    >
      <Stack gap={6}>
        <Text size="sm">{known ? t(`errors.${known}.detail`) : t('detail.unknownError')}</Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {t('detail.code', { code: event.error })}
        </Text>
      </Stack>
    </Alert>
  );
}

/** A moment in local time with UTC under it, written out rather than left to a hover. */
function Moment({ value }: { value: string }) {
  const { t } = useTranslation('adminWebhooks');
  const language = useLanguage();
  return (
    <>
      <EventTime value={value} size="sm" />
      <Text size="xs" c="dimmed">
        {t('time.utc', { time: formatEventTimeUtc(value, language) })}
      </Text>
    </>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.field}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

type TWebhookEventDetailsProps = {
  /** What is known so far: the list's row at once, the full event once it has loaded. */
  event: TAdminWebhookEvent;
  detail: {
    data?: TAdminWebhookEventDetail;
    isError: boolean;
    isFetching: boolean;
    refetch: () => Promise<unknown>;
  };
  replay: ReactNode;
};

/** Every field of one event, why it changed nothing, the replay, and the payload as received. */
export function WebhookEventDetails({ event, detail, replay }: TWebhookEventDetailsProps) {
  const { t } = useTranslation('adminWebhooks');
  const payloadTitleId = useId();

  return (
    <Stack gap="lg">
      <Group gap={6}>
        <WebhookEventStatusBadge status={event.status} />
        {event.needs_attention && <AttentionMark />}
      </Group>

      <EventErrorExplained event={event} />

      <dl className={classes.fields}>
        <Field label={t('detail.fields.received')}>
          <Moment value={event.received_at} />
        </Field>
        <Field label={t('detail.fields.processed')}>
          {event.processed_at ? (
            <Moment value={event.processed_at} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('detail.fields.notProcessed')}
            </Text>
          )}
        </Field>
        <Field label={t('detail.fields.account')}>
          <EventAccount event={event} />
          {event.user_id && <CopyableId value={event.user_id} isFull />}
        </Field>
        {event.session_id && (
          <Field label={t('detail.fields.session')}>
            <CopyableId value={event.session_id} isFull />
          </Field>
        )}
        <Field label={t('detail.fields.ourId')}>
          <CopyableId value={event.id} isFull />
        </Field>
        <Field label={t('detail.fields.eventId')}>
          <CopyableId value={event.event_id} isFull />
        </Field>
      </dl>

      {replay}

      <Stack gap="xs">
        <Title order={3} fz="md" id={payloadTitleId}>
          {t('detail.payload')}
        </Title>
        {detail.data ? (
          <div
            role="region"
            aria-labelledby={payloadTitleId}
            // Scrollable, so it must be reachable by keyboard too.
            tabIndex={0}
            className={classes.payload}
          >
            <Code block>{JSON.stringify(detail.data.payload, null, 2)}</Code>
          </div>
        ) : detail.isError ? (
          <RetryAlert
            title={t('detail.loadError')}
            retryLabel={t('detail.retry')}
            onRetry={() => void detail.refetch()}
            isRetrying={detail.isFetching}
          />
        ) : (
          <Skeleton height={240} aria-label={t('detail.loading')} />
        )}
      </Stack>
    </Stack>
  );
}
