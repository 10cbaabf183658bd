import { Table } from '@mantine/core';
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

type TWebhookEventsProps = {
  events: TAdminWebhookEvent[];
  openEventId: string | null;
  onOpen: (event: TAdminWebhookEvent) => void;
};

/** The events on a wide screen, a row each; a click anywhere on a row opens it. */
export function WebhookEventsTable({ events, openEventId, onOpen }: TWebhookEventsProps) {
  const { t } = useTranslation('adminWebhooks');
  return (
    <Table.ScrollContainer minWidth={1040}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('list.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.columns.received')}</Table.Th>
            <Table.Th>{t('list.columns.type')}</Table.Th>
            <Table.Th>{t('list.columns.status')}</Table.Th>
            <Table.Th>{t('list.columns.amount')}</Table.Th>
            <Table.Th>{t('list.columns.pack')}</Table.Th>
            <Table.Th>{t('list.columns.account')}</Table.Th>
            <Table.Th>{t('list.columns.ids')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr
              key={event.id}
              className={classes.row}
              data-selected={event.id === openEventId || undefined}
              onClick={() => onOpen(event)}
            >
              <Table.Td className={classes.nowrap}>
                <EventTime value={event.received_at} size="sm" />
              </Table.Td>
              <Table.Td>
                <EventOpenButton event={event} onOpen={() => onOpen(event)} />
              </Table.Td>
              <Table.Td>
                <EventOutcome event={event} />
              </Table.Td>
              <Table.Td>
                <EventAmount event={event} />
              </Table.Td>
              <Table.Td>
                <EventPack event={event} />
              </Table.Td>
              <Table.Td className={classes.account}>
                <EventAccount event={event} />
              </Table.Td>
              <Table.Td>
                <EventIds event={event} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
