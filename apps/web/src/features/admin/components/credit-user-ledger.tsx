import { Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ledgerReasonLabel } from '../../../shared/credits/ledger-reason';
import type { TCreditLedgerEntry } from '@irreplaceable/contracts/credits/credits';
import { useDateFormat } from '../../../shared/i18n/use-date-format';
import { PagedList } from '../../../shared/ui/paged-list/paged-list';
import {
  CREDIT_USER_HISTORY_PAGE_SIZE,
  useCreditUserHistory,
} from '../api/list-credit-user-history';
import classes from './credit-tables.module.css';

/** One user's ledger for an admin: every change with its reason, note and resulting balance. */
export function CreditUserLedger({ userId }: { userId: string }) {
  const { t } = useTranslation('adminCredit');
  const [page, setPage] = useState(1);
  const history = useCreditUserHistory(userId, page);

  return (
    <Stack gap="sm">
      <Title order={3} fz="lg">
        {t('ledger.title')}
      </Title>
      <PagedList
        query={history}
        page={page}
        pageSize={CREDIT_USER_HISTORY_PAGE_SIZE}
        onPageChange={setPage}
        errorTitle={t('ledger.loadError')}
        retryLabel={t('ledger.retry')}
        paginationLabel={t('ledger.pagination')}
        withPanel={false}
        skeleton={<Skeleton height={120} />}
        empty={
          <Text size="sm" c="gray.7" py="md">
            {t('ledger.empty')}
          </Text>
        }
        renderItems={(entries) => <LedgerTable entries={entries} />}
      />
    </Stack>
  );
}

function LedgerTable({ entries }: { entries: TCreditLedgerEntry[] }) {
  const { t } = useTranslation('adminCredit');
  const { date } = useDateFormat();
  return (
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
          {entries.map((entry) => (
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
                {t(`ledger.reasons.${ledgerReasonLabel(entry)}`)}
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
  );
}
