import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCreditBalance } from '@irreplaceable/contracts/credits/credits';
import classes from './balance-summary.module.css';

/** The total, and how much of it is paid and how much free. */
export function BalanceSummary({ balance }: { balance: TCreditBalance }) {
  const { t } = useTranslation('credit');
  const parts = [
    { key: 'paid', value: balance.paid, label: t('balance.paid'), hint: t('balance.paidHint') },
    { key: 'free', value: balance.free, label: t('balance.free'), hint: t('balance.freeHint') },
  ];

  return (
    <Paper
      withBorder
      p="lg"
      className={classes.card}
      component="section"
      aria-labelledby="credit-balance"
    >
      <Text id="credit-balance" size="sm" fw={600} c="gray.7">
        {t('balance.label')}
      </Text>
      <Group align="baseline" gap={8} mt={4}>
        <Text className={classes.total} data-testid="credit-total">
          {balance.total}
        </Text>
        <Text size="sm" c="gray.7">
          {t('balance.total')}
        </Text>
      </Group>
      <dl className={classes.parts}>
        {parts.map((part) => (
          <Stack key={part.key} gap={0} className={classes.part}>
            <Text component="dt" size="sm" fw={600}>
              {part.label}
            </Text>
            <Text component="dd" className={classes.partValue}>
              {part.value}
            </Text>
            <Text component="dd" size="xs" c="gray.7">
              {part.hint}
            </Text>
          </Stack>
        ))}
      </dl>
    </Paper>
  );
}
