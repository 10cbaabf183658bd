import { Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDashboardSeriesName } from '@irreplaceable/contracts/admin/dashboard';
import { formatDate } from '../../../shared/i18n/dates';
import { useLanguage } from '../../../shared/i18n/use-language';
import { isAllZero } from '../utils/dashboard-figures';
import { SERIES_COLORS } from '../utils/series-colors';
import { DailyChart, type TDailyChartProps } from './daily-chart';
import classes from './admin-dashboard.module.css';

export type THeadlineFigure = {
  label: string;
  /** The big number: a 30-day total unless its note says otherwise. */
  value: string;
  /** Today's figure, for a daily series. */
  today?: string;
  /** A line under the number when there is no today to show, or something to add. */
  note?: ReactNode;
  /** The series it totals: its colour marks the figure, so the figures are the chart's legend. */
  series?: TDashboardSeriesName;
};

type TDashboardSectionProps = {
  title: string;
  intro: ReactNode;
  figures: THeadlineFigure[];
  chart: TDailyChartProps;
  /** What follows the chart (revenue by pack). */
  children?: ReactNode;
};

function Figure({ figure }: { figure: THeadlineFigure }) {
  const { t } = useTranslation('adminDashboard');
  return (
    <div className={classes.figure}>
      <Group gap={6} wrap="nowrap" align="center">
        {figure.series && (
          <span
            className={classes.swatch}
            style={{ background: SERIES_COLORS[figure.series] }}
            aria-hidden="true"
          />
        )}
        <Text size="xs" fw={700} c="gray.7">
          {figure.label}
        </Text>
      </Group>
      <Text className={classes.figureValue}>{figure.value}</Text>
      {figure.today !== undefined && (
        <Text size="xs" c="gray.7">
          {t('figure.today', { value: figure.today })}
        </Text>
      )}
      {figure.note && (
        <Text size="xs" c="dimmed">
          {figure.note}
        </Text>
      )}
    </div>
  );
}

/**
 * One area of the product: its 30-day totals with today's figure, a chart of the 30 days, and the
 * same daily figures as a table for screen readers, which skip the drawing.
 */
export function DashboardSection({
  title,
  intro,
  figures,
  chart,
  children,
}: TDashboardSectionProps) {
  const { t } = useTranslation('adminDashboard');
  const language = useLanguage();
  const headingId = useId();
  const names = chart.series.map((item) => item.name);
  const isEmpty = isAllZero(chart.days, names);
  return (
    <Paper withBorder component="section" aria-labelledby={headingId} className={classes.card}>
      <Stack gap="md">
        <div>
          <Group justify="space-between" align="baseline" gap="xs">
            <Title order={2} fz="lg" id={headingId}>
              {title}
            </Title>
            <Text size="xs" c="dimmed">
              {t('figure.last30')}
            </Text>
          </Group>
          <Text size="sm" c="gray.7" mt={4}>
            {intro}
          </Text>
        </div>
        <div
          className={classes.figures}
          style={{ '--figure-columns': figures.length === 1 ? 1 : 3 } as CSSProperties}
        >
          {figures.map((figure) => (
            <Figure key={figure.label} figure={figure} />
          ))}
        </div>
        <DailyChart {...chart} />
        {children}
        {!isEmpty && (
          <VisuallyHidden>
            <Table>
              <caption>{t('chart.tableCaption', { section: title })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('chart.day')}</th>
                  {chart.series.map((item) => (
                    <th key={item.name} scope="col">
                      {item.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {chart.days.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{formatDate(day.day, language)}</th>
                    {chart.series.map((item) => (
                      <td key={item.name}>{chart.format(day.values[item.name])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </VisuallyHidden>
        )}
      </Stack>
    </Paper>
  );
}
