import { zhCount } from '@irreplaceable/contracts/common/chinese-style';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TIndustryChinaSection } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import { formatSignedPercent, formatYuan } from '../../../shared/i18n/format-figures';
import { useLanguage } from '../../../shared/i18n/use-language';
import { THIS_COLOR } from '../utils/rate-bands';
import { ChartCard } from './chart-card';
import classes from './industry-result.module.css';

/** 万人 as the reader counts people: "3681.8 万" in Chinese, "36.8 million" in English. */
function formatTenThousands(value: number, language: 'en' | 'zh'): string {
  if (language === 'zh') return zhCount(value, { unit: '万' });
  return value >= 100
    ? `${(value / 100).toFixed(1)} million`
    : `${Math.round(value * 10_000).toLocaleString('en-US')}`;
}

/** A short axis label: "12M" in English, "3600 万" in Chinese. */
function axisTick(value: number, language: 'en' | 'zh'): string {
  return language === 'zh' ? `${Math.round(value)} 万` : `${Math.round(value / 10) / 10}M`;
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className={classes.figure}>
      <Text size="xs" fw={700} c="gray.7" className={classes.figureLabel}>
        {label}
      </Text>
      <Text className={classes.figureValue}>{value}</Text>
      {note && (
        <Text size="xs" c="gray.7" mt={2}>
          {note}
        </Text>
      )}
    </div>
  );
}

/**
 * China's own figures for the GB/T section the industry belongs to (NBS): employment of urban
 * non-private units and its trend since the 2013 re-basing, and the average wages.
 */
export function ChinaSectionCard({ section }: { section: TIndustryChinaSection }) {
  const { t } = useTranslation('industryAnalysis');
  const language = useLanguage();
  const name = language === 'zh' ? section.name_zh : section.name_en;
  const wage = (value: number | null) =>
    value === null
      ? t('figures.noData')
      : t('china.perYear', { amount: formatYuan(value, language) });
  return (
    <ChartCard
      title={t('china.title', { name })}
      intro={
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Figure
              label={t('china.employment', { year: section.year })}
              value={formatTenThousands(section.employment_10k, language)}
              note={
                section.employment_change_pct === null
                  ? undefined
                  : t('china.change', {
                      change: formatSignedPercent(section.employment_change_pct),
                      from: section.trend_from,
                    })
              }
            />
            <Figure
              label={t('china.wageNonPrivate', { year: section.year })}
              value={wage(section.avg_wage_non_private)}
            />
            <Figure
              label={t('china.wagePrivate', { year: section.year })}
              value={wage(section.avg_wage_private)}
            />
          </SimpleGrid>
          <Text size="sm" c="gray.7">
            {t('china.scope', { name })}
          </Text>
          <Text size="sm" fw={600}>
            {t('china.trend', { from: section.trend_from })}
          </Text>
        </Stack>
      }
      source={t('china.source', { year: section.year })}
      table={{
        columns: [t('china.year'), t('china.employmentColumn')],
        rows: section.employment_trend.map((point) => [
          String(point.year),
          formatTenThousands(point.employment_10k, language),
        ]),
      }}
    >
      <div style={{ width: '100%', height: 180 }}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={section.employment_trend}
            margin={{ top: 8, right: 16, bottom: 4, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e9ecef" vertical={false} />
            <XAxis dataKey="year" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
            <YAxis
              tick={{ fontSize: 12 }}
              width={56}
              domain={['auto', 'auto']}
              tickFormatter={(value: number) => axisTick(value, language)}
            />
            <Tooltip
              formatter={(value: number) => [
                formatTenThousands(value, language),
                t('china.employmentColumn'),
              ]}
              labelFormatter={(year: number) => String(year)}
            />
            <Line
              type="monotone"
              dataKey="employment_10k"
              stroke={THIS_COLOR}
              strokeWidth={2}
              dot={{ r: 2 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}
