import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import analysisClasses from '../../../shared/analyses/analysis-result.module.css';
import { BAND_COLORS, RATE_BANDS, type TRateBand } from '../utils/rate-bands';

/** What the colours of the occupation charts mean: the AI replacement rate's bands. */
export function RateLegend({ bands = RATE_BANDS }: { bands?: TRateBand[] }) {
  const { t } = useTranslation('industryAnalysis');
  return (
    <Group gap="md" className={analysisClasses.legend}>
      <Text size="xs" fw={600}>
        {t('charts.rate')}
      </Text>
      {bands.map((band) => (
        <Group key={band} gap={6} wrap="nowrap">
          <span className={analysisClasses.swatch} style={{ background: BAND_COLORS[band] }} />
          <Text size="xs">{t(`charts.bands.${band}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}
