import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAdminWebhookEvent } from '@irreplaceable/contracts/admin/webhook-events';
import { useLanguage } from '../../../shared/i18n/use-language';
import { formatCentsIn, formatSgdCents } from '../utils/dashboard-figures';
import { knownEventError } from '../utils/webhook-event-errors';
import { formatEventTime } from '../utils/webhook-event-format';
import { CopyableId } from './copyable-id';
import { AttentionMark, WebhookEventStatusBadge } from './webhook-event-status';
import classes from './webhook-events.module.css';

type TEventProps = { event: TAdminWebhookEvent };

/** The event's type, as the button that opens it; its name says when it came, to tell repeats apart. */
export function EventOpenButton({ event, onOpen }: TEventProps & { onOpen: () => void }) {
  const { t } = useTranslation('adminWebhooks');
  const language = useLanguage();
  return (
    <button
      type="button"
      className={classes.openButton}
      aria-label={t('list.open', {
        type: event.type,
        time: formatEventTime(event.received_at, language),
      })}
      onClick={(click) => {
        click.stopPropagation();
        onOpen();
      }}
    >
      {event.type}
    </button>
  );
}

/** Its status, whether someone must look, and in a few words why it changed nothing. */
export function EventOutcome({ event }: TEventProps) {
  const { t } = useTranslation('adminWebhooks');
  const known = event.error ? knownEventError(event.error) : null;
  return (
    <Stack gap={4} align="flex-start">
      <Group gap={6}>
        <WebhookEventStatusBadge status={event.status} />
        {event.needs_attention && <AttentionMark />}
      </Group>
      {event.error && (
        <Text size="xs" c="dimmed" ff={known ? undefined : 'monospace'}>
          {known ? t(`errors.${known}.short`) : event.error}
        </Text>
      )}
    </Stack>
  );
}

/** Whose payment it was: the account's e-mail, when the event could be tied to one. */
export function EventAccount({ event }: TEventProps) {
  const { t } = useTranslation('adminWebhooks');
  if (event.user_email) {
    return (
      <Text size="sm" className={classes.email}>
        {event.user_email}
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {event.user_id ? t('account.unknown') : t('account.none')}
    </Text>
  );
}

/** Our id and the provider's, shortened, each with a copy button. */
export function EventIds({ event }: TEventProps) {
  const { t } = useTranslation('adminWebhooks');
  return (
    <dl className={classes.ids}>
      <dt>{t('ids.ours')}</dt>
      <dd>
        <CopyableId value={event.id} />
      </dd>
      <dt>{t('ids.provider')}</dt>
      <dd>
        <CopyableId value={event.event_id} />
      </dd>
    </dl>
  );
}

/** The money the event reports, as paid or refunded: "S$5.00". */
export function EventAmount({ event }: TEventProps) {
  const language = useLanguage();
  if (event.amount === null)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Text size="sm" className={classes.nowrap}>
      {event.currency
        ? formatCentsIn(event.amount, event.currency, language)
        : formatSgdCents(event.amount, language)}
    </Text>
  );
}

/** The top-up pack of the session the event is about: "S$5 pack". */
export function EventPack({ event }: TEventProps) {
  const { t } = useTranslation('adminWebhooks');
  const language = useLanguage();
  if (event.pack === null)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  // Packs are priced in whole Singapore dollars (the pack's number).
  const price = formatSgdCents(event.pack * 100, language).replace(/\.00$/, '');
  return (
    <Text size="sm" className={classes.nowrap}>
      {t('list.packName', { price })}
    </Text>
  );
}
