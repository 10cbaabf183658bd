import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPersonalAnalysisKind } from '@irreplaceable/contracts/analyses/personal-analysis';
import { DividedList } from '../ui/divided-list';
import { IconCompass } from '../ui/icons';
import { PageHeading } from '../ui/page-heading';
import { EmptyState } from '../ui/paged-list/empty-state';
import { PagedList } from '../ui/paged-list/paged-list';
import { startPath } from './analysis-kinds';
import type { THistoryRowItem } from './analysis-history-row';
import { useAnalysisHistory } from './list-analyses';
import classes from './analysis-history.module.css';

const PAGE_SIZE = 10;

type THistoryTexts = {
  title: string;
  intro: string;
  startNew: string;
  empty: string;
  emptyHint: string;
  /** The list's accessible name ("CV analyses"). */
  listLabel: string;
  pagination: string;
};

type TAnalysisHistoryProps<TItem> = {
  kind: TPersonalAnalysisKind;
  texts: THistoryTexts;
  renderRow: (item: TItem) => ReactNode;
};

/** /me/{kind}-analysis/history: every analysis of one kind, newest first, a page at a time. */
export function AnalysisHistory<TItem extends THistoryRowItem>({
  kind,
  texts,
  renderRow,
}: TAnalysisHistoryProps<TItem>) {
  const { t } = useTranslation('analyses');
  const [page, setPage] = useState(1);
  const history = useAnalysisHistory<TItem>(kind, page, PAGE_SIZE);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div className={classes.heading}>
          <PageHeading title={texts.title} intro={texts.intro} />
        </div>
        <Button component={Link} to={startPath(kind)} radius="xl">
          {texts.startNew}
        </Button>
      </Group>

      <PagedList
        query={history}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        errorTitle={t('history.loadError')}
        retryLabel={t('history.retry')}
        paginationLabel={texts.pagination}
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
            title={texts.empty}
            hint={texts.emptyHint}
            action={{ to: startPath(kind), label: texts.startNew }}
          />
        }
        renderItems={(items) => (
          <DividedList label={texts.listLabel}>
            {items.map((item) => (
              <li key={item.id}>{renderRow(item)}</li>
            ))}
          </DividedList>
        )}
      />
    </Stack>
  );
}
