import {
  Alert,
  Button,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../shared/i18n/use-date-format';
import { IconAlert } from '../../../shared/ui/icons';
import {
  CREDIT_USER_HISTORY_PAGE_SIZE,
  useCreditUserHistory,
} from '../api/list-credit-user-history';
import classes from './credit-tables.module.css';

/** One user's ledger for an admin: every change with its reason, note and resulting balance. */
export function CreditUserLedger({ userId }: { userId: string }) {
  const { t } = useTranslation('adminCredit');
  const { date } = useDateFormat();
  const [page, setPage] = useState(1);
  const history = useCreditUserHistory(userId, page);
  const items = history.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / CREDIT_USER_HISTORY_PAGE_SIZE));

  return (
    <Stack gap="sm">
      <Title order={3} fz="lg">
        {t('ledger.title')}
      </Title>
      {history.isPending && <Skeleton height={120} aria-busy="true" />}
      {history.isError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlert size={18} />}
          title={t('ledger.loadError')}
        >
          <Button size="xs" color="red" variant="white" onClick={() => void history.refetch()}>
            {t('ledger.retry')}
          </Button>
        </Alert>
      )}
      {history.isSuccess && items.length === 0 && (
        <Text size="sm" c="gray.7" py="md">
          {t('ledger.empty')}
        </Text>
      )}
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" aria-label={t('ledger.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ledger.columns.date')}</Table.Th>
                <Table.Th className={classes.number}>{t('ledger.columns.change')}</Table.Th>
                <Table.Th>{t('ledger.columns.reason')}</Table.Th>
                <Table.Th>{t('ledger.columns.note')}</Table.Th>
                <Table.Th className={classes.number}>{t('ledger.columns.after')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td className={classes.nowrap}>
                    <Text size="sm" component="time" dateTime={entry.created_at}>
                      {date(entry.created_at)}
                    </Text>
                  </Table.Td>
                  <Table.Td className={classes.number}>
                    <Text
                      size="sm"
                      fw={700}
                      span
                      className={entry.amount > 0 ? classes.gain : classes.spend}
                    >
                      {entry.amount > 0 ? `+${entry.amount}` : `\u2212${Math.abs(entry.amount)}`}
                    </Text>{' '}
                    <Text size="xs" c="gray.7" span>
                      {t(`adjust.kinds.${entry.kind}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td className={classes.nowrap}>
                    {t(`ledger.reasons.${entry.reason}`)}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="gray.7" className={classes.note}>
                      {entry.note ?? ''}
                    </Text>
                  </Table.Td>
                  <Table.Td className={classes.number}>
                    <Text size="sm">
                      {t('ledger.after', {
                        paid: entry.balance_after.paid,
                        free: entry.balance_after.free,
                      })}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            aria-label={t('ledger.pagination')}
          />
        </Group>
      )}
    </Stack>
  );
}
