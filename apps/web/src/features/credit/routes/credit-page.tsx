import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../shared/auth/auth-store';
import { useCreditBalance } from '../../../shared/credits/get-credit-balance';
import { BalanceSummary } from '../components/balance-summary';
import { CreditHistory } from '../components/credit-history';
import { DailyGiftCard } from '../components/daily-gift-card';
import { RecentTopUps } from '../components/recent-top-ups';
import { TopUpPacks } from '../components/top-up-packs';
import classes from './credit-page.module.css';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { PageHeading } from '../../../shared/ui/page-heading';

/** /me/credit: balance, the daily gift, where credit went, and the top-up packs (spec 000). */
export default function CreditPage() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  // The route is guarded; without a user there is nothing to show for the moment it takes.
  return userId ? <Credit userId={userId} /> : null;
}

function Credit({ userId }: { userId: string }) {
  const { t } = useTranslation('credit');
  const balance = useCreditBalance();

  return (
    <Stack gap="xl">
      <PageHeading title={t('title')} intro={t('intro')} />

      {balance.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true">
          <Skeleton height={190} radius="lg" />
          <Skeleton height={190} radius="lg" />
        </SimpleGrid>
      )}
      {balance.isError && (
        <Paper withBorder>
          <RetryAlert
            title={t('balance.loadError')}
            retryLabel={t('balance.retry')}
            onRetry={() => void balance.refetch()}
            isRetrying={balance.isFetching}
          />
        </Paper>
      )}
      {balance.data && (
        <div className={classes.overview}>
          <BalanceSummary balance={balance.data} />
          <DailyGiftCard userId={userId} balance={balance.data} />
        </div>
      )}

      <RecentTopUps />
      <CreditHistory userId={userId} />
      <TopUpPacks />
    </Stack>
  );
}
