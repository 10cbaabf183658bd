import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { TAnalystPersona } from '@irreplaceable/contracts/analysis/personas';
import { ASSESSMENT } from '@irreplaceable/contracts/constants';
import { AnalystAvatar } from '../../../shared/analysts/analyst-avatar';
import { useRotatingIndex } from '../hooks/use-rotating-index';
import classes from './chat.module.css';

const ROTATING_KEYS = [
  'phase5.rotating.m1',
  'phase5.rotating.m2',
  'phase5.rotating.m3',
  'phase5.rotating.m4',
] as const;

/** While the report is written, the analyst says what it is doing, a new line every 3 s. */
export function ReportGenerating({
  analystId,
  persona,
}: {
  analystId: TAnalystId;
  persona: TAnalystPersona | undefined;
}) {
  const { t } = useTranslation('jobFit');
  const index = useRotatingIndex(ROTATING_KEYS.length, ASSESSMENT.rotatingMessageMs, true);
  return (
    <div className={classes.generating} role="status" aria-label={t('phase5.generatingLabel')}>
      <AnalystAvatar analystId={analystId} persona={persona} size={36} mood="happy" />
      <Text size="sm" flex={1} aria-live="polite">
        {t(ROTATING_KEYS[index] ?? ROTATING_KEYS[0])}
      </Text>
      <Loader size="sm" type="dots" />
    </div>
  );
}
