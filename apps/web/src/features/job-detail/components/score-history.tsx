import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TJobDetail } from '@irreplaceable/contracts/jobs/job';
import { useDateFormat } from '../../../shared/i18n/use-date-format';
import { UnratedRate } from '../../../shared/jobs/unrated-rate';
import classes from './side-panels.module.css';

type THistoryEntry = TJobDetail['score_history'][number];
type TRatedEntry = THistoryEntry & { ai_replacement_rate: number };

const CHART = { width: 300, height: 90, padding: 8 } as const;

/** The rate at each refresh, oldest first: a small step chart, and the figures as a list. */
export function ScoreHistory({ history }: { history: THistoryEntry[] }) {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  const entries = [...history].sort(
    (a, b) => Date.parse(a.recorded_at) - Date.parse(b.recorded_at),
  );
  // The chart plots only the refreshes that had a rate; the list below names the others.
  const rated = entries.filter((entry): entry is TRatedEntry => entry.ai_replacement_rate !== null);

  return (
    <Paper withBorder className={classes.card} component="section" aria-labelledby="history-title">
      <Title order={2} id="history-title" className={classes.title}>
        {t('jobDetail.history.title')}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('jobDetail.history.none')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="md">
            {entries.length === 1 ? t('jobDetail.history.single') : t('jobDetail.history.intro')}
          </Text>
          {rated.length > 1 && <StepChart entries={rated} />}
          <ol className={classes.history}>
            {entries.map((entry) => (
              <li key={`${entry.recorded_at}-${entry.formula_version}`}>
                <span className={classes.historyDate}>{date(entry.recorded_at)}</span>
                <span className={classes.historyRate}>
                  {entry.ai_replacement_rate === null ? (
                    <UnratedRate reason={entry.rate_unknown_reason} compact />
                  ) : (
                    `${Math.round(entry.ai_replacement_rate)}%`
                  )}
                </span>
                <span className={classes.historyVersion}>{entry.formula_version}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </Paper>
  );
}

function StepChart({ entries }: { entries: TRatedEntry[] }) {
  const { width, height, padding } = CHART;
  const x = (index: number) => padding + (index * (width - 2 * padding)) / (entries.length - 1);
  const y = (rate: number) => padding + ((100 - rate) * (height - 2 * padding)) / 100;
  const points = entries.flatMap((entry, index) => {
    const here = `${x(index)},${y(entry.ai_replacement_rate)}`;
    const previous = entries[index - 1];
    return previous ? [`${x(index)},${y(previous.ai_replacement_rate)}`, here] : [here];
  });
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={classes.chart} aria-hidden="true">
      <line x1={padding} x2={width - padding} y1={y(50)} y2={y(50)} className={classes.chartMid} />
      <polyline points={points.join(' ')} className={classes.chartLine} />
      {entries.map((entry, index) => (
        <circle
          key={entry.recorded_at}
          cx={x(index)}
          cy={y(entry.ai_replacement_rate)}
          r={3.5}
          className={classes.chartDot}
        />
      ))}
    </svg>
  );
}
