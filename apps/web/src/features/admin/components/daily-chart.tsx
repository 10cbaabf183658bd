import { Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipProps,
} from 'recharts';
import type { TDashboardDay, TDashboardSeriesName } from '@irreplaceable/contracts/admin/dashboard';
import { formatDate } from '../../../shared/i18n/dates';
import { useLanguage } from '../../../shared/i18n/use-language';
import { formatDayShort, isAllZero, niceTicks, weeklyTicks } from '../utils/dashboard-figures';
import { SERIES_COLORS } from '../utils/series-colors';
import classes from './admin-dashboard.module.css';

export type TChartSeries = {
  name: TDashboardSeriesName;
  label: string;
  /** Bars for counts of things done; a line for a level to compare them against. */
  kind: 'bar' | 'line';
  /** Bars with the same stack sit on one another. */
  stack?: string;
};

export type TDailyChartProps = {
  days: TDashboardDay[];
  series: TChartSeries[];
  /** A value as the tooltip and the table show it. */
  format: (value: number) => string;
  /** The value the drawing plots (dollars for cents); as it is by default. */
  toPlot?: (value: number) => number;
  formatTick?: (value: number) => string;
  /** Said in place of a drawing of flat zeros. */
  emptyText: string;
};

/** A day as the chart reads it: the raw values for the tooltip, the plotted ones for the drawing. */
type TRow = TDashboardDay & { plot: Partial<Record<TDashboardSeriesName, number>> };

/** The top of a day's drawing: its tallest stack of bars, or a line above them. */
function highestOf(plot: TRow['plot'], series: TChartSeries[]): number {
  const stacks = new Map<string, number>();
  for (const item of series) {
    const key = item.kind === 'bar' && item.stack ? item.stack : item.name;
    stacks.set(key, (stacks.get(key) ?? 0) + (plot[item.name] ?? 0));
  }
  return Math.max(0, ...stacks.values());
}

function DayTooltip({
  active,
  payload,
  series,
  format,
}: TooltipProps<number, string> & Pick<TDailyChartProps, 'series' | 'format'>) {
  const language = useLanguage();
  const row = active ? (payload?.[0]?.payload as TRow | undefined) : undefined;
  if (!row) return null;
  return (
    <Paper withBorder shadow="sm" p="xs" radius="md" className={classes.tooltip}>
      <Text size="sm" fw={700}>
        {formatDate(row.day, language)}
      </Text>
      {series.map((item) => (
        <Text key={item.name} size="xs" className={classes.tooltipRow}>
          <span className={classes.swatch} style={{ background: SERIES_COLORS[item.name] }} />
          {item.label}: <strong>{format(row.values[item.name])}</strong>
        </Text>
      ))}
    </Paper>
  );
}

/**
 * Thirty days of a few series, bars and lines on one axis, ticks a week apart ending today. A
 * section with nothing in it says so in a calm box of the chart's size rather than drawing flat
 * zeros that look like a fault. The drawing is hidden from screen readers: the section reads its
 * figures out as a table.
 */
export function DailyChart({
  days,
  series,
  format,
  toPlot = (value) => value,
  formatTick,
  emptyText,
}: TDailyChartProps) {
  const language = useLanguage();
  const isNarrow = useMediaQuery('(max-width: 36em)') ?? false;

  const names = series.map((item) => item.name);
  if (isAllZero(days, names)) {
    return (
      <div className={classes.chartEmpty}>
        <Text size="sm" c="dimmed" ta="center">
          {emptyText}
        </Text>
      </div>
    );
  }

  const rows: TRow[] = days.map((day) => ({
    day: day.day,
    values: day.values,
    plot: Object.fromEntries(series.map((item) => [item.name, toPlot(day.values[item.name])])),
  }));

  const ticks = niceTicks(Math.max(...rows.map((row) => highestOf(row.plot, series))));

  return (
    <div className={classes.chart} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} barGap={1}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e9ecef" vertical={false} />
          <XAxis
            dataKey="day"
            ticks={weeklyTicks(days)}
            tickFormatter={(day: string) => formatDayShort(day, language)}
            tick={{ fontSize: 11, fill: '#5f666d' }}
            tickLine={false}
            axisLine={{ stroke: '#ced4da' }}
          />
          <YAxis
            domain={[0, ticks.at(-1)!]}
            ticks={ticks}
            interval={0}
            width={isNarrow ? 36 : 44}
            tick={{ fontSize: 11, fill: '#5f666d' }}
            tickLine={false}
            axisLine={false}
            tickFormatter={formatTick}
          />
          <Tooltip
            content={<DayTooltip series={series} format={format} />}
            cursor={{ fill: '#f1f3f5' }}
            isAnimationActive={false}
          />
          {series.map((item) =>
            item.kind === 'bar' ? (
              <Bar
                key={item.name}
                dataKey={`plot.${item.name}`}
                stackId={item.stack}
                fill={SERIES_COLORS[item.name]}
                maxBarSize={16}
                radius={item.stack ? 0 : [3, 3, 0, 0]}
                isAnimationActive={false}
              />
            ) : (
              <Line
                key={item.name}
                dataKey={`plot.${item.name}`}
                type="linear"
                stroke={SERIES_COLORS[item.name]}
                strokeWidth={2}
                dot={false}
                activeDot={{ r: 4 }}
                isAnimationActive={false}
              />
            ),
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
