import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TReviewVerdict } from '@irreplaceable/contracts/analysis/job-analysis';

/**
 * Each verdict's colour, in the band of its score: safer is green, more exposed is orange. The
 * words take the colour's darkest shade, readable on its pale ground (contrast above 4.5:1).
 */
const COLOR: Record<TReviewVerdict, string> = {
  resilient: 'teal',
  mixed: 'gray',
  exposed: 'orange',
};

/** A model's one-word verdict on the job, shown beside the score it agrees with. */
export function ModelVerdict({ verdict }: { verdict: TReviewVerdict }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLOR[verdict]}
      c={`${COLOR[verdict]}.9`}
      variant="light"
      radius="sm"
      size="md"
      tt="none"
      title={t('jobDetail.reviews.modelVerdictTitle')}
    >
      {t(`jobDetail.reviews.modelVerdict.${verdict}`)}
    </Badge>
  );
}
