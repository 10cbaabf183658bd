import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DividedList } from '../../../shared/ui/divided-list';
import { IconCompass } from '../../../shared/ui/icons';
import { PageHeading } from '../../../shared/ui/page-heading';
import { EmptyState } from '../../../shared/ui/paged-list/empty-state';
import { PagedList } from '../../../shared/ui/paged-list/paged-list';
import { useCvHistory } from '../api/list-cv-analyses';
import { HistoryRow } from '../components/history-row';
import classes from '../components/cv-history.module.css';

const PAGE_SIZE = 10;

/** /me/cv-analysis/history: every CV analysis of the signed-in user, newest first, paged. */
export default function CvAnalysisHistoryPage() {
  const { t } = useTranslation('cvAnalysis');
  const [page, setPage] = useState(1);
  const history = useCvHistory(page, PAGE_SIZE);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageHeading title={t('history.title')} intro={t('history.intro')} />
        <Button component={Link} to="/me/cv-analysis/start" radius="xl">
          {t('history.startNew')}
        </Button>
      </Group>

      <PagedList
        query={history}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        errorTitle={t('history.loadError')}
        retryLabel={t('history.retry')}
        paginationLabel={t('history.pagination')}
        panelClassName={classes.panel}
        skeleton={
          <Stack gap="md" p="md">
            {[0, 1, 2].map((index) => (
              <Stack key={index} gap={8}>
                <Skeleton height={14} width="40%" />
                <Skeleton height={12} width="65%" />
              </Stack>
            ))}
          </Stack>
        }
        empty={
          <EmptyState
            icon={IconCompass}
            title={t('history.empty')}
            hint={t('history.emptyHint')}
            action={{ to: '/me/cv-analysis/start', label: t('history.startNew') }}
          />
        }
        renderItems={(items) => (
          <DividedList label={t('history.listLabel')}>
            {items.map((item) => (
              <li key={item.id}>
                <HistoryRow item={item} />
              </li>
            ))}
          </DividedList>
        )}
      />
    </Stack>
  );
}
