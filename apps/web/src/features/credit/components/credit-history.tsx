import {
  Alert,
  Button,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAlert, IconSparkles } from '../../../shared/ui/icons';
import { CREDIT_HISTORY_PAGE_SIZE, useCreditHistory } from '../api/list-credit-history';
import { LedgerEntryRow } from './ledger-entry-row';
import classes from './credit-history.module.css';

/** The user's ledger, newest first, ten to a page. */
export function CreditHistory({ userId }: { userId: string }) {
  const { t } = useTranslation('credit');
  const [page, setPage] = useState(1);
  const history = useCreditHistory(userId, page);
  const items = history.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / CREDIT_HISTORY_PAGE_SIZE));

  return (
    <Stack gap="sm" component="section" aria-labelledby="credit-history">
      <Title order={2} id="credit-history" fz="xl">
        {t('history.title')}
      </Title>
      <Paper withBorder className={classes.panel}>
        {history.isPending && (
          <Stack gap="sm" p="md" aria-busy="true">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height={40} />
            ))}
          </Stack>
        )}
        {history.isError && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlert size={18} />}
            title={t('history.loadError')}
            m="md"
          >
            <Button
              size="xs"
              color="red"
              variant="white"
              onClick={() => void history.refetch()}
              loading={history.isFetching}
            >
              {t('history.retry')}
            </Button>
          </Alert>
        )}
        {history.isSuccess && items.length === 0 && (
          <Stack align="center" gap="xs" className={classes.empty}>
            <IconSparkles size={36} className={classes.emptyIcon} />
            <Text fw={650}>{t('history.empty')}</Text>
            <Text size="sm" c="gray.7" ta="center" maw={420}>
              {t('history.emptyHint')}
            </Text>
          </Stack>
        )}
        {items.length > 0 && (
          <ul className={classes.list} aria-label={t('history.listLabel')}>
            {items.map((entry) => (
              <li key={entry.id}>
                <LedgerEntryRow entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </Paper>
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            aria-label={t('history.pagination')}
          />
        </Group>
      )}
    </Stack>
  );
}
