import { Text } from '@mantine/core';
import type { TRateUnknownReason } from '@irreplaceable/contracts/analysis/rate';
import { useTranslation } from 'react-i18next';
import { riskBand } from '../../../shared/jobs/risk-band';
import { riskIndicatorLevel } from '../utils/risk';
import classes from './risk-figure.module.css';

const INDICATOR_SEGMENTS = 4;

/**
 * The big AI replacement rate, coloured by risk band, with a four-step indicator; without a rate,
 * "Not rated" and why, with no gauge.
 */
export function RiskFigure({
  rate,
  reason,
}: {
  rate: number | null;
  reason: TRateUnknownReason | null;
}) {
  const { t } = useTranslation();
  if (rate === null) {
    return (
      <div className={classes.figure} data-band="none">
        <div>
          <Text className={classes.unrated} component="p">
            {t('common.unrated.label')}
          </Text>
          <Text size="xs" c="dimmed" fw={500}>
            {t('jobs.card.aiRisk')}
            {' · '}
            {t(`common.unrated.reason.${reason ?? 'no_study_coverage'}`)}
          </Text>
        </div>
      </div>
    );
  }
  const band = riskBand(rate);
  const level = riskIndicatorLevel(rate);
  return (
    <div className={classes.figure} data-band={band}>
      <div>
        <Text className={classes.percent} component="p">
          {Math.round(rate)}
          <span className={classes.sign}>%</span>
        </Text>
        <Text size="xs" c="dimmed" fw={500}>
          {t('jobs.card.aiRisk')}
        </Text>
      </div>
      <div className={classes.meter} data-level={level}>
        <div className={classes.segments} aria-hidden="true">
          {Array.from({ length: INDICATOR_SEGMENTS }, (_, index) => (
            <span key={index} className={classes.segment} data-lit={index <= level} />
          ))}
        </div>
        <Text size="xs" fw={650} className={classes.bandLabel}>
          {t(`jobs.card.band.${band}`)}
        </Text>
      </div>
    </div>
  );
}
