import { Container, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/paged-list/empty-state';
import { PagedList } from '../../../shared/ui/paged-list/paged-list';
import { SkeletonRows } from '../../../shared/ui/paged-list/skeleton-rows';
import { PageHeading } from '../../../shared/ui/page-heading';
import { useWebhookEvents, WEBHOOK_EVENTS_PAGE_SIZE } from '../api/list-webhook-events';
import { WebhookEventCards } from '../components/webhook-event-cards';
import { WebhookEventDrawer } from '../components/webhook-event-drawer';
import { WebhookEventFilterBar } from '../components/webhook-event-filters';
import { WebhookEventsTable } from '../components/webhook-events-table';
import { useWebhookEventFilters } from '../hooks/use-webhook-event-filters';
import classes from './admin-webhook-events-page.module.css';

/** Below Mantine's `sm` breakpoint the table would scroll sideways: cards instead. */
const PHONE_QUERY = '(max-width: 47.99em)';

/** /admin/webhook-events: the payment provider's verified notifications, what became of each, and a replay. */
export default function AdminWebhookEventsPage() {
  const { t } = useTranslation('adminWebhooks');
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const { filters, updateFilters, openEventId, openEvent } = useWebhookEventFilters();
  const list = useWebhookEvents(filters);
  const hasFilters = filters.status !== null || filters.type !== null || filters.attentionOnly;
  const listProps = {
    openEventId,
    onOpen: (event: { id: string }) => openEvent(event.id),
  };

  return (
    <Container size="xl" className={classes.page}>
      <Stack gap="lg">
        <PageHeading title={t('title')} intro={t('intro')} />

        <Group justify="space-between" align="flex-end" gap="sm">
          <WebhookEventFilterBar
            filters={filters}
            types={list.data?.types ?? []}
            onChange={updateFilters}
          />
          {list.data && (
            <Text size="sm" c="gray.7">
              {t('list.count', { count: list.data.total })}
            </Text>
          )}
        </Group>

        <PagedList
          query={list}
          page={filters.page}
          pageSize={WEBHOOK_EVENTS_PAGE_SIZE}
          onPageChange={(page) => updateFilters({ page })}
          errorTitle={t('list.loadError')}
          retryLabel={t('list.retry')}
          paginationLabel={t('list.pagination')}
          panelClassName={classes.panel}
          skeleton={<SkeletonRows count={6} />}
          empty={
            hasFilters ? (
              <EmptyState
                title={t('list.emptyFiltered')}
                action={{ to: '/admin/webhook-events', label: t('list.clearFilters') }}
              />
            ) : (
              <EmptyState title={t('list.empty')} hint={t('list.emptyHint')} />
            )
          }
          renderItems={(events) =>
            isPhone ? (
              <WebhookEventCards events={events} {...listProps} />
            ) : (
              <WebhookEventsTable events={events} {...listProps} />
            )
          }
        />
      </Stack>

      <WebhookEventDrawer
        eventId={openEventId}
        summary={list.data?.items.find((event) => event.id === openEventId)}
        isPhone={isPhone}
        onClose={() => openEvent(null)}
      />
    </Container>
  );
}
