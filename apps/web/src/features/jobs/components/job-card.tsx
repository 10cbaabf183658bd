import { Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TJobListItem } from '@irreplaceable/contracts/jobs/job';
import { useDateFormat } from '../../../shared/i18n/use-date-format';
import { IconArrowRight } from '../../../shared/ui/icons';
import { isPopularJob } from '../utils/risk';
import { IconFlame } from '../../../shared/ui/icons';
import { RiskFigure } from './risk-figure';
import classes from './job-card.module.css';

/** The job page, carrying the popularity the board already knows (spec 000: Job board). */
export function jobPagePath(job: Pick<TJobListItem, 'id' | 'search_popularity'>): string {
  return `/jobs/${job.id}?search_popularity=${job.search_popularity}`;
}

export function JobCard({ job }: { job: TJobListItem }) {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  const navigate = useNavigate();
  const path = jobPagePath(job);
  const titleId = `job-card-title-${job.id}`;

  // The whole card opens the job; the button inside is the keyboard and screen-reader way in.
  const handleCardClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    void navigate(path);
  };

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      className={classes.card}
      onClick={handleCardClick}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Badge variant="light" color="gray" radius="sm" className={classes.category}>
          {job.category.trim() || t('jobs.card.defaultCategory')}
        </Badge>
        {isPopularJob(job.search_popularity) && (
          <Badge
            variant="light"
            color="orange"
            radius="sm"
            leftSection={<IconFlame size={12} />}
            className={classes.popular}
          >
            {t('jobs.card.popular')}
          </Badge>
        )}
      </Group>

      <div className={classes.heading}>
        <Title order={2} id={titleId} className={classes.title}>
          {job.title}
        </Title>
        <Text size="xs" c="dimmed">
          {t('jobs.card.updated', { date: date(job.updated_at) })}
        </Text>
      </div>

      <RiskFigure rate={job.ai_replacement_rate} reason={job.rate_unknown_reason} />

      {/* No analyst badge: every board card carried the same default one, so it said nothing. */}
      <Group justify="flex-end" wrap="nowrap" gap="xs" className={classes.footer}>
        <Button
          component={Link}
          to={path}
          variant="light"
          size="xs"
          radius="xl"
          rightSection={<IconArrowRight size={14} />}
          aria-label={t('jobs.card.viewDetailsFor', { title: job.title })}
        >
          {t('jobs.card.viewDetails')}
        </Button>
      </Group>
    </Paper>
  );
}
