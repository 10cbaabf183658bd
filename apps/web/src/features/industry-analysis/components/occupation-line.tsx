import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TIndustryOccupation } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import { formatSignedPercent } from '../../../shared/i18n/format-figures';
import { ChinaMedianLine } from '../../../shared/jobs/china-median-line';
import classes from './industry-result.module.css';

/** An occupation in a list: its title, what the list is about, and its change to 2034. */
export function OccupationLine({
  occupation,
  children,
}: {
  occupation: TIndustryOccupation;
  children?: ReactNode;
}) {
  const { t } = useTranslation('industryAnalysis');
  const growth = occupation.growth_pct;
  return (
    <li>
      <div className={classes.listRow}>
        <Text size="sm" fw={600} className={classes.listTitle}>
          {occupation.title}
        </Text>
        <Text
          size="sm"
          className={classes.change}
          c={growth === null ? 'dimmed' : growth >= 0 ? 'green.8' : 'red.8'}
          title={t('charts.change')}
        >
          {growth === null ? '—' : formatSignedPercent(growth)}
        </Text>
      </div>
      <Text size="xs" c="gray.7">
        {t('charts.rate')}{' '}
        {occupation.ai_replacement_rate === null
          ? t('charts.noRate')
          : `${occupation.ai_replacement_rate}%`}
        {children}
      </Text>
      <ChinaMedianLine levels={occupation.china_wages} note={occupation.china_wages_note} />
    </li>
  );
}
