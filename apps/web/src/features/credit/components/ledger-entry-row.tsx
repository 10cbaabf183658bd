import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCreditLedgerEntry } from '@irreplaceable/contracts/credits/credits';
import { useDateFormat } from '../../../shared/i18n/use-date-format';
import { signedAmount } from '../utils/signed-amount';
import { ledgerReasonLabel } from '../../../shared/credits/ledger-reason';
import classes from './credit-history.module.css';

/** One change of the balance: why, when, by how much, and what it left. */
export function LedgerEntryRow({ entry }: { entry: TCreditLedgerEntry }) {
  const { t } = useTranslation('credit');
  const { date } = useDateFormat();
  const isGain = entry.amount > 0;

  return (
    <div className={classes.row}>
      <div className={classes.what}>
        <Group gap={8} wrap="nowrap">
          <Text fw={650} size="sm" truncate>
            {t(`history.reasons.${ledgerReasonLabel(entry)}`)}
          </Text>
          <Badge size="xs" variant="light" color={entry.kind === 'paid' ? 'indigo' : 'lagoon'}>
            {t(`history.kinds.${entry.kind}`)}
          </Badge>
        </Group>
        {entry.note && (
          <Text size="sm" c="gray.7" className={classes.note}>
            {entry.note}
          </Text>
        )}
        <Text size="xs" c="gray.7" component="time" dateTime={entry.created_at}>
          {date(entry.created_at)}
        </Text>
      </div>
      <div className={classes.figures}>
        <Text fw={700} className={classes.amount} data-gain={isGain || undefined}>
          {signedAmount(entry.amount)}
        </Text>
        <Text size="xs" c="gray.7">
          {t('history.balanceAfter', { total: entry.balance_after.total })}
        </Text>
      </div>
    </div>
  );
}
