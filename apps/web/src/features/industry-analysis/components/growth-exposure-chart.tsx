import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  LabelList,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis,
  type LabelProps,
  type TooltipProps,
} from 'recharts';
import type { TIndustryResult } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import analysisClasses from '../../../shared/analyses/analysis-result.module.css';
import {
  formatCount,
  formatPercent,
  formatSignedPercent,
} from '../../../shared/i18n/format-figures';
import { useLanguage } from '../../../shared/i18n/use-language';
import { largestOccupations } from '../utils/occupations';
import { BAND_COLORS, rateBand, RATE_BANDS } from '../utils/rate-bands';
import { ChartCard } from './chart-card';
import { RateLegend } from './rate-legend';
import classes from './industry-result.module.css';

/** The largest occupations carry a number, explained under the chart. */
const NUMBERED = 10;

type TPoint = {
  title: string;
  rate: number;
  growth: number;
  /** Null where only a share is published (a four-digit industry's ten largest). */
  employment: number | null;
  /** Percent of the jobs here: what sizes the bubble. */
  share: number;
  /** Its place by employment, when it is among the numbered ones. */
  rank: number | null;
};

function PointTooltip({ active, payload }: TooltipProps<number, string>) {
  const { t } = useTranslation('industryAnalysis');
  const language = useLanguage();
  const point = active ? (payload?.[0]?.payload as TPoint | undefined) : undefined;
  if (!point) return null;
  return (
    <Paper withBorder shadow="sm" p="xs" radius="md" className={analysisClasses.tooltip}>
      <Text size="sm" fw={700}>
        {point.rank !== null && `${point.rank}. `}
        {point.title}
      </Text>
      <Text size="xs">
        {t('charts.growth.x')} {point.rate}% · {t('charts.growth.y')}{' '}
        {formatSignedPercent(point.growth)}
      </Text>
      <Text size="xs" c="dimmed">
        {point.employment === null
          ? t('charts.growth.share', { share: formatPercent(point.share, language) })
          : t('charts.growth.employed', { count: formatCount(point.employment, language) })}
      </Text>
    </Paper>
  );
}

/** A bubble's number: inside a bubble big enough to hold it, else beside it with a halo. */
function BubbleNumber({ viewBox, value }: LabelProps) {
  if (value === null || value === undefined || !viewBox || !('width' in viewBox)) return null;
  const { x = 0, y = 0, width = 0, height = 0 } = viewBox;
  const inside = width >= 20;
  return (
    <text
      x={inside ? x + width / 2 : x + width + 2}
      y={inside ? y + height / 2 : y}
      dy={inside ? '0.35em' : '0.2em'}
      textAnchor={inside ? 'middle' : 'start'}
      fontSize={11}
      fontWeight={700}
      fill={inside ? '#ffffff' : '#212529'}
      stroke={inside ? 'none' : '#ffffff'}
      strokeWidth={3}
      paintOrder="stroke"
    >
      {value}
    </text>
  );
}

/** Rounds a growth range out to whole fives, always taking in zero. */
function growthDomain(points: TPoint[]): [number, number] {
  const values = points.map((point) => point.growth);
  const low = Math.min(-5, ...values);
  const high = Math.max(5, ...values);
  return [Math.floor(low / 5) * 5, Math.ceil(high / 5) * 5];
}

/**
 * The sector's occupations by AI replacement rate (right) and U.S. growth to 2034 (up), sized by
 * how many people they employ here: up and to the left is growing and less exposed.
 */
export function GrowthExposureChart({ result }: { result: TIndustryResult }) {
  const { t } = useTranslation('industryAnalysis');
  const language = useLanguage();
  const isNarrow = useMediaQuery('(max-width: 36em)') ?? false;
  const ranks = new Map(
    largestOccupations(result, NUMBERED).map((occupation, index) => [
      occupation.occupation_code,
      index + 1,
    ]),
  );
  const points: TPoint[] = result.occupations.flatMap((occupation) =>
    occupation.ai_replacement_rate === null || occupation.growth_pct === null
      ? []
      : [
          {
            title: occupation.title,
            rate: occupation.ai_replacement_rate,
            growth: occupation.growth_pct,
            employment: occupation.employment,
            share: occupation.employment_share ?? 0,
            rank: ranks.get(occupation.occupation_code) ?? null,
          },
        ],
  );
  const numbered = points.filter((point) => point.rank !== null).sort((a, b) => a.rank! - b.rank!);
  const [low, high] = growthDomain(points);
  const threshold = result.highly_exposed_threshold;
  const average = result.all_occupations_change_pct;

  return (
    <ChartCard
      title={t('charts.growth.title')}
      intro={t('charts.growth.intro')}
      source={t('charts.growth.source')}
      footer={
        <>
          <RateLegend
            bands={RATE_BANDS.filter((band) =>
              points.some((point) => rateBand(point.rate) === band),
            )}
          />
          <div>
            <Text size="xs" fw={600} mb={4}>
              {t('charts.growth.key')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4} verticalSpacing={2}>
              {numbered.map((point) => (
                <Group key={point.title} gap={6} wrap="nowrap" align="flex-start">
                  <span
                    className={classes.keyNumber}
                    style={{ background: BAND_COLORS[rateBand(point.rate)] }}
                  >
                    {point.rank}
                  </span>
                  <Text size="xs">{point.title}</Text>
                </Group>
              ))}
            </SimpleGrid>
          </div>
        </>
      }
      table={{
        columns: [
          t('charts.occupation'),
          t('charts.rate'),
          t('charts.growth.y'),
          t('charts.share'),
          t('charts.employment'),
        ],
        rows: points.map((point) => [
          point.title,
          `${point.rate}%`,
          formatSignedPercent(point.growth),
          formatPercent(point.share, language),
          point.employment === null ? '—' : formatCount(point.employment, language),
        ]),
      }}
    >
      <div className={analysisClasses.chart}>
        <ResponsiveContainer width="100%" height="100%">
          <ScatterChart margin={{ top: 16, right: 16, bottom: 28, left: 4 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e9ecef" />
            <ReferenceArea
              x1={0}
              x2={threshold}
              y1={Math.max(0, average)}
              y2={high}
              fill="#d2f4ed"
              fillOpacity={0.5}
              stroke="none"
              label={{
                value: t('charts.growth.zone'),
                position: 'insideTopLeft',
                fill: '#0a625a',
                fontSize: 12,
              }}
            />
            <ReferenceLine y={0} stroke="#868e96" />
            <ReferenceLine
              y={average}
              stroke="#868e96"
              strokeDasharray="4 4"
              label={{
                value: t('charts.growth.allOccupations', { change: formatSignedPercent(average) }),
                position: 'insideBottomRight',
                fill: '#495057',
                fontSize: 11,
              }}
            />
            <ReferenceLine
              x={threshold}
              stroke="#c92a2a"
              strokeDasharray="4 4"
              label={{
                value: isNarrow
                  ? `≥${threshold}%`
                  : `${t('charts.growth.threshold')} ≥${threshold}%`,
                position: 'insideTopLeft',
                fill: '#c92a2a',
                fontSize: 11,
              }}
            />
            <XAxis
              type="number"
              dataKey="rate"
              domain={[0, 100]}
              ticks={[0, 25, 50, 75, 100]}
              unit="%"
              tick={{ fontSize: 12 }}
              label={{
                value: t('charts.growth.x'),
                position: 'insideBottom',
                offset: -16,
                fontSize: 12,
              }}
            />
            <YAxis
              type="number"
              dataKey="growth"
              domain={[low, high]}
              width={52}
              tick={{ fontSize: 12 }}
              tickFormatter={(value: number) => formatSignedPercent(value)}
              label={{
                value: t('charts.growth.y'),
                angle: -90,
                position: 'insideLeft',
                offset: 4,
                fontSize: 12,
                style: { textAnchor: 'middle' },
              }}
            />
            <ZAxis type="number" dataKey="share" range={[50, 1000]} />
            <Tooltip content={<PointTooltip />} cursor={{ strokeDasharray: '3 3' }} />
            {RATE_BANDS.filter((band) => band !== 'none').map((band) => (
              <Scatter
                key={band}
                data={points.filter((point) => rateBand(point.rate) === band)}
                fill={BAND_COLORS[band]}
                fillOpacity={0.8}
                isAnimationActive={false}
              >
                <LabelList dataKey="rank" content={BubbleNumber} />
              </Scatter>
            ))}
          </ScatterChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}
