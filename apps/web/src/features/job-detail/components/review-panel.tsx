import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAnalystPersona } from '@irreplaceable/contracts/analysis/personas';
import type { TLlmReview } from '@irreplaceable/contracts/jobs/job';
import { AnalystAvatar } from '../../../shared/analysts/analyst-avatar';
import { Markdown } from '../../../shared/markdown/markdown';
import { analystScore } from '../utils/analyst-score';
import { EngineNote } from './engine-note';
import { ModelVerdict } from './model-verdict';
import { ReviewStance } from './review-stance';
import classes from './analyst-reviews.module.css';

type TReviewPanelProps = {
  review: TLlmReview;
  analyst: TAnalystPersona | undefined;
  /** The page's own resilience (human irreplaceability), which the score is set against. */
  /** Null when the page has no rate: the score then stands alone. */
  verdictResilience: number | null;
};

/**
 * One analyst's review: who they are, who really wrote it, their score (with a model's verdict)
 * and why, then the text.
 */
export function ReviewPanel({ review, analyst, verdictResilience }: TReviewPanelProps) {
  const { t } = useTranslation();
  const name = analyst?.displayName ?? review.provider;
  const scored = analystScore(review);
  const score = scored.score === null ? null : Math.round(scored.score);
  const human = verdictResilience === null ? null : Math.round(verdictResilience);
  const points = human === null || score === null ? 0 : Math.abs(score - human);
  const versus =
    score === null
      ? t(`jobDetail.reviews.notScoredReason.${scored.reason!}`)
      : human === null
        ? null
        : score > human
          ? t('jobDetail.reviews.versusAbove', { points, human })
          : score < human
            ? t('jobDetail.reviews.versusBelow', { points, human })
            : t('jobDetail.reviews.versusSame', { human });
  return (
    <div>
      <div className={classes.panelHead}>
        <Group gap="sm" wrap="nowrap" align="flex-start" className={classes.who}>
          <AnalystAvatar analystId={review.provider} persona={analyst} size={44} withRing />
          <div>
            <Text fw={700}>{name}</Text>
            {analyst && (
              <Text size="sm" c="dimmed">
                {analyst.description}
              </Text>
            )}
          </div>
        </Group>
        <div className={classes.score} data-score>
          <div className={classes.scoreLine}>
            <Text fw={800} fz={22} lh={1.1}>
              {score === null
                ? t('jobDetail.reviews.notScored')
                : t('jobDetail.reviews.score', { score })}
            </Text>
            {review.verdict && <ModelVerdict verdict={review.verdict} />}
          </div>
          <Text size="xs" c="dimmed">
            {versus}
          </Text>
        </div>
      </div>
      {review.comment.trim() !== '' && (
        <blockquote className={classes.comment}>
          <Markdown source={review.comment} />
        </blockquote>
      )}
      <ReviewStance review={review} name={name} />
      {review.review_comment.trim() !== '' && <Markdown source={review.review_comment} />}
      <div className={classes.byline}>
        <EngineNote engine={review.engine} voice={name} />
      </div>
    </div>
  );
}
