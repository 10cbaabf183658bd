import { Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import type { TIndustryResult } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import analysisClasses from '../../../shared/analyses/analysis-result.module.css';
import { formatCount } from '../../../shared/i18n/format-figures';
import { useLanguage } from '../../../shared/i18n/use-language';
import { OTHER_COLOR, THIS_COLOR } from '../utils/rate-bands';
import { ChartCard } from './chart-card';
import { WrappedTick } from './wrapped-tick';

const ROW_HEIGHT = 30;

/** The 20 sectors' employment-weighted AI replacement rates, highest first, this one marked. */
export function SectorRatesChart({ result }: { result: TIndustryResult }) {
  const { t } = useTranslation('industryAnalysis');
  const language = useLanguage();
  const isNarrow = useMediaQuery('(max-width: 36em)') ?? false;
  const sectors = [...result.sector_rates].sort(
    (a, b) => b.ai_replacement_rate - a.ai_replacement_rate,
  );
  const thisName = sectors.find((sector) => sector.is_this)?.name;
  const top =
    Math.ceil(Math.max(10, ...sectors.map((sector) => sector.ai_replacement_rate)) / 10) * 10;

  return (
    <ChartCard
      title={t('charts.sectors.title')}
      intro={t('charts.sectors.intro')}
      source={t('charts.sectors.source', { version: result.formula_version })}
      footer={
        <Group gap="md" className={analysisClasses.legend}>
          {(
            [
              ['this', THIS_COLOR],
              ['other', OTHER_COLOR],
            ] as const
          ).map(([key, color]) => (
            <Group key={key} gap={6} wrap="nowrap">
              <span className={analysisClasses.swatch} style={{ background: color }} />
              <Text size="xs">{t(`charts.sectors.${key}`)}</Text>
            </Group>
          ))}
        </Group>
      }
      table={{
        columns: [t('charts.sectors.sector'), t('charts.rate'), t('charts.employment')],
        rows: sectors.map((sector) => [
          sector.is_this
            ? t('charts.sectors.thisRow', { name: sector.name, this: t('charts.sectors.this') })
            : sector.name,
          `${sector.ai_replacement_rate}%`,
          formatCount(sector.employment, language),
        ]),
      }}
    >
      <div style={{ width: '100%', height: sectors.length * ROW_HEIGHT + 40 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={sectors}
            layout="vertical"
            margin={{ top: 4, right: 40, bottom: 4, left: 0 }}
            barCategoryGap={5}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e9ecef" horizontal={false} />
            <XAxis
              type="number"
              dataKey="ai_replacement_rate"
              domain={[0, top]}
              ticks={Array.from({ length: top / 10 + 1 }, (_, index) => index * 10)}
              unit="%"
              tick={{ fontSize: 12 }}
              allowDecimals={false}
            />
            <YAxis
              type="category"
              dataKey="name"
              width={isNarrow ? 124 : 240}
              interval={0}
              tickLine={false}
              tick={
                <WrappedTick
                  perLine={isNarrow ? 18 : 36}
                  isStrong={(label) => label === thisName}
                />
              }
            />
            <Bar dataKey="ai_replacement_rate" radius={[0, 4, 4, 0]} isAnimationActive={false}>
              {sectors.map((sector) => (
                <Cell key={sector.code} fill={sector.is_this ? THIS_COLOR : OTHER_COLOR} />
              ))}
              <LabelList
                dataKey="ai_replacement_rate"
                position="right"
                fontSize={11}
                fill="#495057"
                formatter={(value: number) => `${value}%`}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}
