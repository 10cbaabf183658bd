import { Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  LabelList,
  ReferenceArea,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipProps,
} from 'recharts';
import type { TCvResult, TCvRole } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import { useLanguage } from '../../../shared/i18n/use-language';
import { formatCount } from '../../../shared/i18n/format-figures';
import analysisClasses from '../../../shared/analyses/analysis-result.module.css';
import { JOBS } from '@irreplaceable/contracts/constants';
import { spreadBubbles } from '../utils/spread-bubbles';

type TPoint = {
  rate: number;
  fit: number;
  openings: number;
  title: string;
  rank: number;
  /** Where the bubble is drawn: its own place, or moved just clear of a neighbour. */
  shownRate: number;
  shownFit: number;
  /** The bubble's radius in pixels, by the role's annual openings. */
  radius: number;
};

const MARGIN = { top: 12, right: 16, bottom: 28, left: 4 } as const;
const Y_AXIS_WIDTH = 52;
const X_AXIS_HEIGHT = 30;
/** A bubble's area in square pixels, from the fewest openings to the most. */
const AREA = [180, 1100] as const;

const COLORS = { current: '#4263eb', needsYou: '#0b766b', other: '#adb5bd' } as const;
/** Each bubble carries its rank, the number on its role card below. */
const LABEL_COLORS = { current: '#ffffff', needsYou: '#ffffff', other: '#212529' } as const;

function toPoint(role: TCvRole, rank: number): TPoint | null {
  if (role.ai_replacement_rate === null) return null;
  return {
    rate: role.ai_replacement_rate,
    fit: role.fit,
    openings: role.outlook.openings_annual ?? 0,
    title: role.title,
    rank,
    shownRate: role.ai_replacement_rate,
    shownFit: role.fit,
    radius: 0,
  };
}

/**
 * Sizes the bubbles by openings and, on a plot of this many pixels, moves any that would overlap
 * just far enough apart that every number stays readable.
 */
function placeBubbles(points: TPoint[], plot: { width: number; height: number }): void {
  const openings = points.map((point) => point.openings);
  const low = Math.min(...openings);
  const high = Math.max(...openings);
  for (const point of points) {
    const share = high > low ? (point.openings - low) / (high - low) : 0.5;
    point.radius = Math.sqrt((AREA[0] + share * (AREA[1] - AREA[0])) / Math.PI);
  }
  if (plot.width <= 0 || plot.height <= 0) return;
  const centres = spreadBubbles(
    points.map((point) => ({
      x: (point.rate / 100) * plot.width,
      y: (1 - point.fit / 100) * plot.height,
      r: point.radius,
    })),
    plot,
  );
  centres.forEach((centre, index) => {
    points[index]!.shownRate = (centre.x / plot.width) * 100;
    points[index]!.shownFit = (1 - centre.y / plot.height) * 100;
  });
}

type TBubbleProps = {
  cx?: number;
  cy?: number;
  fill?: string;
  fillOpacity?: number;
  payload?: TPoint;
};

/** A role's bubble at its size, with a white rim where it meets a neighbour. */
function Bubble({ cx = 0, cy = 0, fill, fillOpacity, payload }: TBubbleProps) {
  return (
    <circle
      cx={cx}
      cy={cy}
      r={payload?.radius ?? 8}
      fill={fill}
      fillOpacity={fillOpacity}
      stroke="#ffffff"
    />
  );
}

function PointTooltip({ active, payload }: TooltipProps<number, string>) {
  const { t } = useTranslation('cvAnalysis');
  const language = useLanguage();
  const point = active ? (payload?.[0]?.payload as TPoint | undefined) : undefined;
  if (!point) return null;
  return (
    <Paper withBorder shadow="sm" p="xs" radius="md" className={analysisClasses.tooltip}>
      <Text size="sm" fw={700}>
        {point.rank}. {point.title}
      </Text>
      <Text size="xs">
        {t('chart.y')} {point.fit} · {t('chart.x')} {point.rate}%
      </Text>
      {point.openings > 0 && (
        <Text size="xs" c="dimmed">
          {t('chart.openings', { openings: formatCount(point.openings, language) })}
        </Text>
      )}
    </Paper>
  );
}

/**
 * Fit (up) against the AI replacement rate (right), a bubble per role sized by its annual U.S.
 * openings: the roles up and to the left fit and are less exposed. The same figures follow as a
 * table for screen readers.
 */
export function FitExposureChart({ result }: { result: TCvResult }) {
  const { t } = useTranslation('cvAnalysis');
  const { ref: chartRef, width, height } = useElementSize();
  const ranked = result.roles.map((role, index) => ({ role, point: toPoint(role, index + 1) }));
  placeBubbles(
    ranked.flatMap(({ point }) => (point ? [point] : [])),
    {
      width: width - MARGIN.left - MARGIN.right - Y_AXIS_WIDTH,
      height: height - MARGIN.top - MARGIN.bottom - X_AXIS_HEIGHT,
    },
  );
  const pick = (test: (role: TCvRole) => boolean) =>
    ranked.filter(({ role, point }) => point && test(role)).map(({ point }) => point!);
  const current = pick((role) => role.is_current);
  const needsYou = pick((role) => role.needs_me);
  const others = pick((role) => !role.is_current && !role.needs_me);
  const unrated = result.roles.filter((role) => role.ai_replacement_rate === null);
  // Less exposed than the current role; when that role has no rate, below the high band, the
  // same line the analysis draws for "needs you" then.
  const currentRate =
    result.roles.find((role) => role.is_current)?.ai_replacement_rate ?? JOBS.riskBands.high;

  return (
    <Paper withBorder className={analysisClasses.card}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg">
            {t('chart.title')}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {t('chart.intro')}
          </Text>
        </div>
        <div ref={chartRef} className={analysisClasses.chart} aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <ScatterChart margin={MARGIN}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e9ecef" />
              <ReferenceArea
                x1={0}
                x2={Math.max(5, currentRate)}
                y1={55}
                y2={100}
                fill="#d2f4ed"
                fillOpacity={0.55}
                stroke="none"
                label={{
                  value: t('chart.zone'),
                  position: 'insideTopLeft',
                  fill: '#0a625a',
                  fontSize: 12,
                }}
              />
              <XAxis
                type="number"
                dataKey="shownRate"
                height={X_AXIS_HEIGHT}
                domain={[0, 100]}
                ticks={[0, 25, 50, 75, 100]}
                unit="%"
                tick={{ fontSize: 12 }}
                label={{ value: t('chart.x'), position: 'insideBottom', offset: -16, fontSize: 12 }}
              />
              <YAxis
                type="number"
                dataKey="shownFit"
                domain={[0, 100]}
                ticks={[0, 25, 50, 75, 100]}
                width={Y_AXIS_WIDTH}
                tick={{ fontSize: 12 }}
                label={{
                  value: t('chart.y'),
                  angle: -90,
                  position: 'insideLeft',
                  offset: 4,
                  fontSize: 12,
                }}
              />
              <Tooltip content={<PointTooltip />} cursor={{ strokeDasharray: '3 3' }} />
              {/* Drawn last on top: the current role, then the roles that need you. */}
              {(
                [
                  ['other', others, 0.75],
                  ['needsYou', needsYou, 0.85],
                  ['current', current, 0.85],
                ] as const
              ).map(([kind, points, opacity]) => (
                <Scatter
                  key={kind}
                  data={points}
                  fill={COLORS[kind]}
                  fillOpacity={opacity}
                  shape={<Bubble />}
                  isAnimationActive={false}
                >
                  <LabelList
                    dataKey="rank"
                    fill={LABEL_COLORS[kind]}
                    fontSize={11}
                    fontWeight={700}
                  />
                </Scatter>
              ))}
            </ScatterChart>
          </ResponsiveContainer>
        </div>
        <Group gap="md" className={analysisClasses.legend}>
          {(
            [
              ['legendCurrent', COLORS.current],
              ['legendNeedsYou', COLORS.needsYou],
              ['legendOther', COLORS.other],
            ] as const
          ).map(([key, color]) => (
            <Group key={key} gap={6} wrap="nowrap">
              <span className={analysisClasses.swatch} style={{ background: color }} />
              <Text size="xs">{t(`chart.${key}`)}</Text>
            </Group>
          ))}
        </Group>
        {unrated.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('chart.noRateList', { titles: unrated.map((role) => role.title).join(', ') })}
          </Text>
        )}
        <VisuallyHidden>
          <Table>
            <caption>{t('chart.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('roles.title')}</th>
                <th scope="col">{t('chart.y')}</th>
                <th scope="col">{t('chart.x')}</th>
                <th scope="col">{t('roles.openings')}</th>
              </tr>
            </thead>
            <tbody>
              {result.roles.map((role, index) => (
                <tr key={role.occupation_code}>
                  <td>{index + 1}</td>
                  <th scope="row">{role.title}</th>
                  <td>{role.fit}</td>
                  <td>
                    {role.ai_replacement_rate === null
                      ? t('chart.noRate')
                      : `${role.ai_replacement_rate}%`}
                  </td>
                  <td>{role.outlook.openings_annual ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}
