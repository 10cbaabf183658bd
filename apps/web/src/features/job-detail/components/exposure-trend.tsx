import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TExposureTrend } from '@irreplaceable/contracts/jobs/ai-use';
import classes from './exposure-trend.module.css';

const CHART = { width: 320, height: 132, left: 30, right: 10, top: 10, bottom: 22 } as const;

/**
 * How the job's exposure to AI moved against all occupations, 2010–2023 (DAIOE): its percentile
 * each year as a small line chart. The raw index rises for every job, so only the rank is drawn.
 */
export function ExposureTrend({ trend }: { trend: TExposureTrend }) {
  const { t } = useTranslation();
  const points = trend.points;
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  const { width, height, left, right, top, bottom } = CHART;
  const x = (year: number) =>
    left + ((year - first.year) * (width - left - right)) / Math.max(1, last.year - first.year);
  const y = (percentile: number) => top + ((100 - percentile) * (height - top - bottom)) / 100;
  const line = points.map((point) => `${x(point.year)},${y(point.percentile)}`).join(' ');
  return (
    <div className={classes.root}>
      <Text className={classes.summary}>{trend.summary}</Text>
      <figure className={classes.figure}>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          className={classes.chart}
          role="img"
          aria-label={t('jobDetail.trend.chartLabel', {
            from: first.year,
            to: last.year,
            start: Math.round(first.percentile),
            end: Math.round(last.percentile),
          })}
        >
          {[0, 50, 100].map((tick) => (
            <g key={tick}>
              <line
                x1={left}
                x2={width - right}
                y1={y(tick)}
                y2={y(tick)}
                className={classes.grid}
              />
              <text x={left - 6} y={y(tick) + 3} className={classes.tick} textAnchor="end">
                {tick}
              </text>
            </g>
          ))}
          <polyline points={line} className={classes.line} />
          {points.map((point) => (
            <circle
              key={point.year}
              cx={x(point.year)}
              cy={y(point.percentile)}
              r={2.5}
              className={classes.dot}
            />
          ))}
          {[first, last].map((point) => (
            <text
              key={point.year}
              x={x(point.year)}
              y={height - 6}
              className={classes.tick}
              textAnchor={point === first ? 'start' : 'end'}
            >
              {point.year}
            </text>
          ))}
        </svg>
        <figcaption className={classes.caption}>{t('jobDetail.trend.axis')}</figcaption>
      </figure>
      {trend.basis_note && (
        <Text size="xs" c="dimmed">
          {trend.basis_note}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('jobDetail.trend.source')}
      </Text>
    </div>
  );
}
