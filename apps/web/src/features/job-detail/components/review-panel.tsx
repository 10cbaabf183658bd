import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAnalystPersona } from '@irreplaceable/contracts/analysis/personas';
import type { TLlmReview } from '@irreplaceable/contracts/jobs/job';
import { AnalystAvatar } from '../../../shared/analysts/analyst-avatar';
import { Markdown } from '../../../shared/markdown/markdown';
import { EngineNote } from './engine-note';
import classes from './analyst-reviews.module.css';

/** One analyst's full review, labelled with the engine that really wrote it. */
export function ReviewPanel({
  review,
  analyst,
}: {
  review: TLlmReview;
  analyst: TAnalystPersona | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.panel}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <AnalystAvatar analystId={review.provider} persona={analyst} size={48} withRing />
          <div>
            <Text fw={700}>{analyst?.displayName ?? review.provider}</Text>
            <EngineNote engine={review.engine} />
          </div>
        </Group>
        <Badge size="lg" variant="light" radius="sm" className={classes.score}>
          {t('jobDetail.reviews.score', { score: Math.round(review.score) })}
        </Badge>
      </Group>
      {review.comment.trim() !== '' && (
        <blockquote className={classes.comment}>
          <Markdown source={review.comment} />
        </blockquote>
      )}
      {review.review_comment.trim() !== '' && <Markdown source={review.review_comment} />}
    </div>
  );
}
