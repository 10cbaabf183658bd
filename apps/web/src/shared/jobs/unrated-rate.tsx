import { Text, type TextProps } from '@mantine/core';
import type { TRateUnknownReason } from '@irreplaceable/contracts/analysis/rate';
import { useTranslation } from 'react-i18next';

/**
 * Where a rate would stand when no study gives one: "Not rated" and why, never a number or an
 * empty gauge. `compact` keeps the short label and gives the reason as the title on hover.
 */
export function UnratedRate({
  reason,
  compact = false,
  ...props
}: { reason: TRateUnknownReason | null; compact?: boolean } & TextProps) {
  const { t } = useTranslation();
  // Today the only reason; a new one in the contract fails the type check here.
  const known: TRateUnknownReason = reason ?? 'no_study_coverage';
  if (compact) {
    return (
      <Text component="span" inherit title={t(`common.unrated.reason.${known}`)} {...props}>
        {t('common.unrated.label')}
      </Text>
    );
  }
  return (
    <Text component="span" inherit {...props}>
      {t(`common.unrated.full.${known}`)}
    </Text>
  );
}
