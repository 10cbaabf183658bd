import { Paper, Skeleton, Tabs, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYST_IDS, type TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { Language } from '@irreplaceable/contracts/constants';
import { analystAvatarSrc } from '../../../shared/analysts/analyst-avatar';
import type { TAnalystsById } from '../../../shared/analysts/get-analysts';
import { useLlmReviews } from '../api/get-llm-reviews';
import { ReviewPanel } from './review-panel';
import { ReviewWidget, type TReviewModelItem } from './review-widget';
import classes from './analyst-reviews.module.css';
import { RetryAlert } from '../../../shared/ui/retry-alert';

type TAnalystReviewsProps = {
  jobId: number;
  language: Language;
  analysts: TAnalystsById;
  /** The analyst who wrote the page is on show first. */
  defaultAnalyst: TAnalystId;
};

/** The four analysts' takes: the bubble row to skim, the model switcher to read one in full. */
export function AnalystReviews({
  jobId,
  language,
  analysts,
  defaultAnalyst,
}: TAnalystReviewsProps) {
  const { t } = useTranslation();
  const reviewsQuery = useLlmReviews(jobId, language);
  const [activeKey, setActiveKey] = useState<TAnalystId>(defaultAnalyst);
  const switcherRef = useRef<HTMLDivElement>(null);

  const reviews = ANALYST_IDS.flatMap((id) => {
    const review = reviewsQuery.data?.reviews.find((item) => item.provider === id);
    return review ? [review] : [];
  });
  const items: TReviewModelItem[] = reviews.map((review) => ({
    modelKey: review.provider,
    name: analysts[review.provider]?.displayName ?? review.provider,
    avatar: analystAvatarSrc(review.provider, 'neutral', analysts[review.provider]),
    color: analysts[review.provider]?.color ?? 'var(--mantine-color-lagoon-7)',
    comment: review.comment,
    review_comment: review.review_comment,
    engine: review.engine,
  }));
  const shownKey = reviews.some((review) => review.provider === activeKey)
    ? activeKey
    : (reviews[0]?.provider ?? activeKey);

  const viewAnalysis = (modelKey: TAnalystId) => {
    setActiveKey(modelKey);
    switcherRef.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  };

  return (
    <Paper withBorder className={classes.card} component="section" aria-labelledby="reviews-title">
      <Title order={2} id="reviews-title" className={classes.title}>
        {t('jobDetail.reviews.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
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

      {reviewsQuery.isSuccess && reviews.length === 0 && (
        <Text c="dimmed">{t('jobDetail.reviews.empty')}</Text>
      )}

      {reviews.length > 0 && (
        <>
          <ReviewWidget items={items} analysingKey={shownKey} onViewAnalysis={viewAnalysis} />
          <div ref={switcherRef} className={classes.switcherWrap}>
            <Tabs
              value={shownKey}
              onChange={(value) => {
                const next = ANALYST_IDS.find((id) => id === value);
                if (next) setActiveKey(next);
              }}
              variant="pills"
              radius="xl"
              mt="xl"
              className={classes.switcher}
            >
              <Tabs.List aria-label={t('jobDetail.reviews.switcherLabel')}>
                {reviews.map((review) => (
                  <Tabs.Tab key={review.provider} value={review.provider}>
                    {analysts[review.provider]?.displayName ?? review.provider}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {reviews.map((review) => (
                <Tabs.Panel key={review.provider} value={review.provider}>
                  <ReviewPanel review={review} analyst={analysts[review.provider]} />
                </Tabs.Panel>
              ))}
            </Tabs>
          </div>
        </>
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
