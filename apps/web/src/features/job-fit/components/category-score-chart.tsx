import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCategoryScore } from '@irreplaceable/contracts/assessments/categories';
import classes from './report.module.css';

/**
 * The eight category scores as horizontal bars. Each bar is a meter with its own label, so a
 * screen reader reads "Intrinsic Motivation: 72 out of 100" rather than a picture.
 */
export function CategoryScoreChart({ scores }: { scores: TCategoryScore[] }) {
  const { t } = useTranslation('jobFit');
  return (
    <ul className={classes.chart} aria-label={t('report.scores')}>
      {scores.map((item) => (
        <li key={item.category} className={classes.chartRow}>
          <Text size="sm" className={classes.chartName}>
            {item.name}
          </Text>
          <div
            className={classes.chartTrack}
            role="meter"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={item.score}
            aria-label={t('report.scoreLabel', { name: item.name, score: item.score })}
          >
            <div
              className={classes.chartBar}
              data-level={item.score >= 70 ? 'high' : item.score >= 40 ? 'mid' : 'low'}
              style={{ width: `${Math.max(2, item.score)}%` }}
            />
          </div>
          <Text size="sm" fw={700} className={classes.chartValue} aria-hidden="true">
            {item.score}
          </Text>
        </li>
      ))}
    </ul>
  );
}
