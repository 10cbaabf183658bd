import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ANALYST_LENSES } from '@irreplaceable/contracts/analysis/job-analysis';
import type { TLlmReview } from '@irreplaceable/contracts/jobs/job';
import classes from './analyst-reviews.module.css';

/**
 * Why this analyst's score leans the way it does: the character's lens, and for a built-in
 * review the very figures (and their weights) its score was computed from.
 */
export function ReviewStance({ review, name }: { review: TLlmReview; name: string }) {
  const { t } = useTranslation();
  const lens = review.stance?.lens ?? ANALYST_LENSES[review.provider];
  return (
    <section className={classes.stance} aria-label={t('jobDetail.reviews.stanceLabel')}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
        {t('jobDetail.reviews.stanceLabel')} · {t(`jobDetail.reviews.lens.${lens}`)}
      </Text>
      <Text size="sm">{t(`jobDetail.reviews.lensWhy.${lens}`)}</Text>
      {review.stance
        ? // With no score the list is empty: the reason stands beside the score instead.
          review.stance.inputs.length > 0 && (
            <ul className={classes.inputs}>
              {review.stance.inputs.map((input) => (
                <li key={input.factor}>
                  {t(`jobDetail.reviews.inputs.${input.factor}`, {
                    value: input.value,
                    n: input.count ?? 0,
                  })}
                  {input.weight !== null && input.weight < 1 && (
                    <Text span size="xs" c="dimmed">
                      {' · '}
                      {t('jobDetail.reviews.weight', { weight: Math.round(input.weight * 100) })}
                    </Text>
                  )}
                </li>
              ))}
            </ul>
          )
        : review.engine.kind === 'llm' && (
            <Text size="sm" c="dimmed" mt={4}>
              {t('jobDetail.reviews.modelScore', { name })}
            </Text>
          )}
    </section>
  );
}
