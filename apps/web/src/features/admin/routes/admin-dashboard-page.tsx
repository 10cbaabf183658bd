import { Button, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format-date-time';
import { useLanguage } from '../../../shared/i18n/use-language';
import { PageHeading } from '../../../shared/ui/page-heading';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { DashboardNowCards } from '../components/dashboard-now-cards';
import { DashboardSections } from '../components/dashboard-sections';
import { DashboardSkeleton } from '../components/dashboard-skeleton';
import classes from '../components/admin-dashboard.module.css';

/** /admin/dashboard: what needs a look now, then the last 30 days of use, money and feedback. */
export default function AdminDashboardPage() {
  const { t } = useTranslation('adminDashboard');
  const language = useLanguage();
  const dashboard = useAdminDashboard();
  const { data } = dashboard;

  return (
    <Container size="xl" className={classes.page}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="sm">
          <PageHeading title={t('title')} intro={t('intro')} />
          {data && (
            <Group gap="sm" wrap="nowrap">
              <Text size="xs" c="dimmed">
                {t('updated', { time: formatDateTime(data.generated_at, language) })}
              </Text>
              <Button
                size="xs"
                variant="default"
                onClick={() => void dashboard.refetch()}
                loading={dashboard.isFetching}
              >
                {t('refresh')}
              </Button>
            </Group>
          )}
        </Group>

        {dashboard.isPending && <DashboardSkeleton />}
        {dashboard.isError && (
          <RetryAlert
            title={t('loadError')}
            retryLabel={t('retry')}
            onRetry={() => void dashboard.refetch()}
            isRetrying={dashboard.isFetching}
          />
        )}
        {data && (
          <>
            <DashboardNowCards now={data.now} />
            <DashboardSections dashboard={data} />
          </>
        )}
      </Stack>
    </Container>
  );
}
