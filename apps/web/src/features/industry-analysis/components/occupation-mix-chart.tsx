import { Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipProps,
} from 'recharts';
import type { TIndustryResult } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import analysisClasses from '../../../shared/analyses/analysis-result.module.css';
import { formatCount, formatDollars, formatPercent } from '../../../shared/i18n/format-figures';
import { useLanguage } from '../../../shared/i18n/use-language';
import { largestOccupations } from '../utils/occupations';
import { BAND_COLORS, RATE_BANDS, rateBand } from '../utils/rate-bands';
import { ChartCard } from './chart-card';
import { RateLegend } from './rate-legend';
import { WrappedTick } from './wrapped-tick';

const SHOWN = 12;
const ROW_HEIGHT = 38;

type TBar = {
  title: string;
  share: number;
  employment: number | null;
  /** OEWS mean (not median) annual wage in this staffing. */
  meanWage: number | null;
  meanWageTopCoded: boolean;
  rate: number | null;
};

function BarTooltip({ active, payload }: TooltipProps<number, string>) {
  const { t } = useTranslation('industryAnalysis');
  const language = useLanguage();
  const bar = active ? (payload?.[0]?.payload as TBar | undefined) : undefined;
  if (!bar) return null;
  return (
    <Paper withBorder shadow="sm" p="xs" radius="md" className={analysisClasses.tooltip}>
      <Text size="sm" fw={700}>
        {bar.title}
      </Text>
      <Text size="xs">
        {t('charts.share')}: {formatPercent(bar.share, language)}
        {bar.employment !== null && ` · ${formatCount(bar.employment, language)}`}
      </Text>
      <Text size="xs">
        {t('charts.rate')}: {bar.rate === null ? t('charts.noRate') : `${bar.rate}%`}
      </Text>
    </Paper>
  );
}

/** The sector's largest occupations by share of its employment, each coloured by its rate. */
export function OccupationMixChart({ result }: { result: TIndustryResult }) {
  const { t } = useTranslation('industryAnalysis');
  const language = useLanguage();
  const isNarrow = useMediaQuery('(max-width: 36em)') ?? false;
  const bars: TBar[] = largestOccupations(result, SHOWN)
    .filter((occupation) => occupation.employment_share !== null)
    .map((occupation) => ({
      title: occupation.title,
      share: occupation.employment_share ?? 0,
      employment: occupation.employment,
      meanWage: occupation.mean_wage,
      meanWageTopCoded: occupation.mean_wage_top_coded,
      rate: occupation.ai_replacement_rate,
    }));
  const axisWidth = isNarrow ? 118 : 220;

  return (
    <ChartCard
      title={t('charts.mix.title')}
      intro={t('charts.mix.intro', { count: bars.length })}
      source={t('charts.mix.source', { version: result.formula_version })}
      footer={
        <RateLegend
          bands={RATE_BANDS.filter((band) => bars.some((bar) => rateBand(bar.rate) === band))}
        />
      }
      table={{
        columns: [
          t('charts.occupation'),
          t('charts.share'),
          t('charts.employment'),
          t('charts.meanWage'),
          t('charts.rate'),
        ],
        rows: bars.map((bar) => [
          bar.title,
          formatPercent(bar.share, language),
          bar.employment === null ? '—' : formatCount(bar.employment, language),
          bar.meanWage === null
            ? '—'
            : `${bar.meanWageTopCoded ? '≥ ' : ''}${formatDollars(bar.meanWage, language)}`,
          bar.rate === null ? t('charts.noRate') : `${bar.rate}%`,
        ]),
      }}
    >
      <div style={{ width: '100%', height: bars.length * ROW_HEIGHT + 40 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={bars}
            layout="vertical"
            margin={{ top: 4, right: 48, bottom: 4, left: 0 }}
            barCategoryGap={6}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e9ecef" horizontal={false} />
            <XAxis
              type="number"
              dataKey="share"
              unit="%"
              tick={{ fontSize: 12 }}
              allowDecimals={false}
            />
            <YAxis
              type="category"
              dataKey="title"
              width={axisWidth}
              interval={0}
              tickLine={false}
              tick={<WrappedTick perLine={isNarrow ? 17 : 32} />}
            />
            <Tooltip content={<BarTooltip />} cursor={{ fill: '#f1f3f5' }} />
            <Bar dataKey="share" radius={[0, 4, 4, 0]} isAnimationActive={false}>
              {bars.map((bar) => (
                <Cell key={bar.title} fill={BAND_COLORS[rateBand(bar.rate)]} />
              ))}
              <LabelList
                dataKey="share"
                position="right"
                fontSize={11}
                fill="#495057"
                formatter={(value: number) => formatPercent(value, language)}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}
