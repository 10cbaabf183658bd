import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAdminWebhookEvent } from '@irreplaceable/contracts/admin/webhook-events';
import { EventTime } from './event-time';
import {
  EventAccount,
  EventAmount,
  EventIds,
  EventOpenButton,
  EventOutcome,
  EventPack,
} from './webhook-event-summary';
import classes from './webhook-events.module.css';

type TWebhookEventCardsProps = {
  events: TAdminWebhookEvent[];
  openEventId: string | null;
  onOpen: (event: TAdminWebhookEvent) => void;
};

/** The events on a phone, a card each, with what the table shows in its columns. */
export function WebhookEventCards({ events, openEventId, onOpen }: TWebhookEventCardsProps) {
  const { t } = useTranslation('adminWebhooks');
  return (
    <ul aria-label={t('list.label')} className={classes.cards}>
      {events.map((event) => (
        <li
          key={event.id}
          className={classes.card}
          data-selected={event.id === openEventId || undefined}
          onClick={() => onOpen(event)}
        >
          <Stack gap={6}>
            <div>
              <EventTime value={event.received_at} size="xs" c="dimmed" display="block" />
              <EventOpenButton event={event} onOpen={() => onOpen(event)} />
            </div>
            <EventOutcome event={event} />
            {event.amount !== null || event.pack !== null ? (
              <Group gap={6} wrap="nowrap">
                <EventAmount event={event} />
                <Text size="sm" c="dimmed" aria-hidden="true">
                  ·
                </Text>
                <EventPack event={event} />
              </Group>
            ) : null}
            <EventAccount event={event} />
            <EventIds event={event} />
          </Stack>
        </li>
      ))}
    </ul>
  );
}
