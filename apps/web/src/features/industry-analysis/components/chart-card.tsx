import { Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import analysisClasses from '../../../shared/analyses/analysis-result.module.css';

export type TFiguresTable = {
  columns: string[];
  /** Each row's first cell names it (a row header). */
  rows: (string | number)[][];
};

type TChartCardProps = {
  title: string;
  intro: ReactNode;
  /** Where the figures come from, and of when. */
  source: string;
  /** The same figures for screen readers, which skip the drawing. */
  table: TFiguresTable;
  /** The drawing, hidden from screen readers. */
  children: ReactNode;
  /** What the reader can change about the drawing (which score it shows). */
  controls?: ReactNode;
  /** A legend or a note under the drawing. */
  footer?: ReactNode;
};

/** A chart with its title, what it shows, its source, and its figures as a hidden table. */
export function ChartCard({
  title,
  intro,
  source,
  table,
  children,
  controls,
  footer,
}: TChartCardProps) {
  const { t } = useTranslation('industryAnalysis');
  const headingId = useId();
  return (
    <Paper
      withBorder
      className={analysisClasses.card}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id={headingId}>
            {title}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {intro}
          </Text>
        </div>
        {controls}
        <div aria-hidden="true">{children}</div>
        {footer}
        <Text size="xs" c="dimmed">
          {source}
        </Text>
        <VisuallyHidden>
          <Table>
            <caption>{t('charts.tableCaption', { chart: title })}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map(([head, ...cells], index) => (
                <tr key={`${head}-${index}`}>
                  <th scope="row">{head}</th>
                  {cells.map((cell, cellIndex) => (
                    <td key={cellIndex}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}
