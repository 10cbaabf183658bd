import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAdminDashboardResponse } from '@irreplaceable/contracts/admin/dashboard';
import { formatCount } from '../../../shared/i18n/format-figures';
import { useLanguage } from '../../../shared/i18n/use-language';
import { formatCentsIn, formatSgdCents } from '../utils/dashboard-figures';
import classes from './admin-dashboard.module.css';

type TRevenueByPack = TAdminDashboardResponse['revenue_by_pack'];

/** Completed top-ups over the 30 days, a row per pack with its count and takings, and their total. */
export function RevenueByPackTable({ packs }: { packs: TRevenueByPack }) {
  const { t } = useTranslation('adminDashboard');
  const language = useLanguage();
  // No sale in 30 days: the revenue chart's own note already says so.
  if (packs.length === 0) return null;
  const purchases = packs.reduce((sum, row) => sum + row.purchases, 0);
  const cents = packs.reduce((sum, row) => sum + row.amount_cents, 0);
  // Packs are priced in whole Singapore dollars (the pack's number).
  const packName = (pack: number) =>
    t('revenue.byPack.packName', {
      price: formatSgdCents(pack * 100, language).replace(/\.00$/, ''),
    });

  return (
    <Table className={classes.packTable} verticalSpacing={6} fz="sm">
      <caption className={classes.packCaption}>{t('revenue.byPack.title')}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('revenue.byPack.pack')}</Table.Th>
          <Table.Th scope="col" className={classes.numeric}>
            {t('revenue.byPack.purchases')}
          </Table.Th>
          <Table.Th scope="col" className={classes.numeric}>
            {t('revenue.byPack.amount')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {packs.map((row) => (
          <Table.Tr key={`${row.pack}-${row.currency}`}>
            <Table.Th scope="row" fw={400}>
              {packName(row.pack)}
            </Table.Th>
            <Table.Td className={classes.numeric}>{formatCount(row.purchases, language)}</Table.Td>
            <Table.Td className={classes.numeric}>
              {formatCentsIn(row.amount_cents, row.currency, language)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      {packs.length > 1 && (
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('revenue.byPack.total')}</Table.Th>
            <Table.Td className={classes.numeric} fw={700}>
              {formatCount(purchases, language)}
            </Table.Td>
            <Table.Td className={classes.numeric} fw={700}>
              {formatSgdCents(cents, language)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      )}
    </Table>
  );
}
