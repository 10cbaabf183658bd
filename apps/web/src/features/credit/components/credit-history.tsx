import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconSparkles } from '../../../shared/ui/icons';
import { EmptyState } from '../../../shared/ui/paged-list/empty-state';
import { PagedList } from '../../../shared/ui/paged-list/paged-list';
import { SkeletonRows } from '../../../shared/ui/paged-list/skeleton-rows';
import { CREDIT_HISTORY_PAGE_SIZE, useCreditHistory } from '../api/list-credit-history';
import { LedgerEntryRow } from './ledger-entry-row';
import classes from './credit-history.module.css';
import { DividedList } from '../../../shared/ui/divided-list';

/** The user's ledger, newest first, ten to a page. */
export function CreditHistory({ userId }: { userId: string }) {
  const { t } = useTranslation('credit');
  const [page, setPage] = useState(1);
  const history = useCreditHistory(userId, page);

  return (
    <Stack gap="sm" component="section" aria-labelledby="credit-history">
      <Title order={2} id="credit-history" fz="xl">
        {t('history.title')}
      </Title>
      <PagedList
        query={history}
        page={page}
        pageSize={CREDIT_HISTORY_PAGE_SIZE}
        onPageChange={setPage}
        errorTitle={t('history.loadError')}
        retryLabel={t('history.retry')}
        paginationLabel={t('history.pagination')}
        panelClassName={classes.panel}
        skeleton={<SkeletonRows count={3} height={40} />}
        empty={
          <EmptyState
            icon={IconSparkles}
            title={t('history.empty')}
            hint={t('history.emptyHint')}
          />
        }
        renderItems={(entries) => (
          <DividedList label={t('history.listLabel')}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <LedgerEntryRow entry={entry} />
              </li>
            ))}
          </DividedList>
        )}
      />
    </Stack>
  );
}
