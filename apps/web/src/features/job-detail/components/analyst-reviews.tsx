import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYST_IDS, type TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import { ANALYST_LENSES } from '@irreplaceable/contracts/analysis/job-analysis';
import type { TLlmReview } from '@irreplaceable/contracts/jobs/job';
import type { TRateUnknownReason } from '@irreplaceable/contracts/analysis/rate';
import { analystAvatarSrc } from '../../../shared/analysts/analyst-avatar';
import type { TAnalystsById } from '../../../shared/analysts/get-analysts';
import { UnratedRate } from '../../../shared/jobs/unrated-rate';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { analystScore } from '../utils/analyst-score';
import { ReviewPanel } from './review-panel';
import { ReviewWidget, type TReviewModelItem } from './review-widget';
import classes from './analyst-reviews.module.css';

type TAnalystReviewsProps = {
  /** The reviews query, shared with the page (which tells of a model's failure once). */
  reviews: {
    data: TLlmReview[] | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  analysts: TAnalystsById;
  /** The analyst who wrote the page is on show first. */
  defaultAnalyst: TAnalystId;
  /** The page's verdict: the formula's rate, and its complement; null when no study gives one. */
  aiReplacementRate: number | null;
  humanIrreplaceability: number | null;
  rateUnknownReason: TRateUnknownReason | null;
};

/**
 * The page's one verdict (the formula's rate) and the four analysts' takes beside it: each scores
 * resilience through its own lens, shown with the figures that drive the score.
 */
export function AnalystReviews({
  reviews: reviewsQuery,
  analysts,
  defaultAnalyst,
  aiReplacementRate,
  humanIrreplaceability,
  rateUnknownReason,
}: TAnalystReviewsProps) {
  const { t } = useTranslation();
  const [activeKey, setActiveKey] = useState<TAnalystId>(defaultAnalyst);

  const reviews = ANALYST_IDS.flatMap((id) => {
    const review = reviewsQuery.data?.find((item) => item.provider === id);
    return review ? [review] : [];
  });
  const items: TReviewModelItem[] = reviews.map((review) => ({
    modelKey: review.provider,
    name: analysts[review.provider]?.displayName ?? review.provider,
    avatar: analystAvatarSrc(review.provider, 'neutral', analysts[review.provider]),
    color: analysts[review.provider]?.color ?? 'var(--mantine-color-lagoon-7)',
    score: analystScore(review).score,
    lens: t(`jobDetail.reviews.lens.${review.stance?.lens ?? ANALYST_LENSES[review.provider]}`),
  }));
  const shown = reviews.find((review) => review.provider === activeKey) ?? reviews[0] ?? undefined;

  return (
    <Paper withBorder className={classes.card} component="section" aria-labelledby="analysts">
      <Title order={2} id="analysts" className={classes.title}>
        {t('jobDetail.reviews.title')}
      </Title>

      <div className={classes.verdict} data-unrated={aiReplacementRate === null || undefined}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">
          {t('jobDetail.reviews.verdictLabel')}
        </Text>
        <Text className={classes.verdictRate}>
          {aiReplacementRate === null ? (
            <UnratedRate reason={rateUnknownReason} />
          ) : (
            t('jobDetail.reviews.verdict', { rate: Math.round(aiReplacementRate) })
          )}
        </Text>
        <Text size="sm" c="dimmed">
          {t(
            aiReplacementRate === null
              ? 'jobDetail.reviews.verdictSourceUnrated'
              : 'jobDetail.reviews.verdictSource',
          )}
        </Text>
      </div>
      <Text size="sm">
        {humanIrreplaceability === null
          ? t('jobDetail.reviews.scaleUnrated')
          : t('jobDetail.reviews.scale', { human: Math.round(humanIrreplaceability) })}
      </Text>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {t('jobDetail.reviews.intro')}
      </Text>

      {reviewsQuery.isPending && <ReviewsSkeleton />}

      {reviewsQuery.isError && (
        <RetryAlert
          title={t('jobDetail.reviews.error')}
          retryLabel={t('jobDetail.tryAgain')}
          onRetry={() => void reviewsQuery.refetch()}
          isRetrying={reviewsQuery.isFetching}
        />
      )}

      {!reviewsQuery.isPending && !reviewsQuery.isError && reviews.length === 0 && (
        <Text c="dimmed">{t('jobDetail.reviews.empty')}</Text>
      )}

      {shown && (
        <ReviewWidget items={items} selectedKey={shown.provider} onSelectModel={setActiveKey}>
          <ReviewPanel
            review={shown}
            analyst={analysts[shown.provider]}
            verdictResilience={humanIrreplaceability}
          />
        </ReviewWidget>
      )}
    </Paper>
  );
}

function ReviewsSkeleton() {
  return (
    <div className={classes.skeletonRow} aria-hidden="true">
      {ANALYST_IDS.map((id) => (
        <Skeleton key={id} height={104} radius="lg" />
      ))}
    </div>
  );
}
