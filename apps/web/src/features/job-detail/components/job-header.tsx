import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAnalystPersona } from '@irreplaceable/contracts/analysis/personas';
import type { TJobDetail } from '@irreplaceable/contracts/jobs/job';
import { AnalystAvatar } from '../../../shared/analysts/analyst-avatar';
import { useDateFormat } from '../../../shared/i18n/use-date-format';
import { refreshCountdown } from '../utils/refresh-schedule';
import { IconFlame } from '../../../shared/ui/icons';
import { IconCalendar, IconTarget } from './detail-icons';
import { EngineNote } from './engine-note';
import { JobFitButton, type TJobFitLink } from './job-fit-button';
import classes from './job-header.module.css';

type TJobHeaderProps = {
  job: TJobDetail;
  searchPopularity: number;
  analyst: TAnalystPersona | undefined;
  now: number;
  jobFit: TJobFitLink;
  /** How many of the analysts gave a score, once their reviews are in. */
  scoredBy?: { scored: number; total: number };
};

/**
 * "Analysed by" would claim a verdict the analysts did not reach when some of them could not
 * score the job: the page then names its writer and says how many could.
 */
function bylineKey(scoredBy: TJobHeaderProps['scoredBy']) {
  if (!scoredBy || scoredBy.scored >= scoredBy.total) return 'jobDetail.analysedBy' as const;
  return scoredBy.scored === 0
    ? ('jobDetail.writtenByNoneScored' as const)
    : ('jobDetail.writtenByFewScored' as const);
}

/** Title, category, popularity, freshness, who analysed it, and the way into the assessment. */
export function JobHeader({
  job,
  searchPopularity,
  analyst,
  now,
  jobFit,
  scoredBy,
}: TJobHeaderProps) {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  const countdown = refreshCountdown(job.next_refresh_at, now);

  return (
    <Paper withBorder className={classes.card} component="header">
      <Group gap={8} mb="sm">
        <Badge variant="light" radius="sm" className={classes.category}>
          {job.category.trim() || t('jobDetail.defaultCategory')}
        </Badge>
        <Badge
          variant="light"
          color="orange"
          radius="sm"
          leftSection={<IconFlame size={12} />}
          className={classes.popularity}
        >
          {t('jobDetail.popularity', { count: searchPopularity })}
        </Badge>
      </Group>

      <div className={classes.titleRow}>
        <Title order={1} className={classes.title}>
          {job.title}
        </Title>
        <JobFitButton
          entry={jobFit}
          size="md"
          radius="xl"
          leftSection={<IconTarget size={18} />}
          className={classes.fitButton}
        />
      </div>

      <div className={classes.meta}>
        <Group gap={8} wrap="nowrap" className={classes.metaItem}>
          <IconCalendar size={16} className={classes.metaIcon} />
          <div>
            <Text size="sm">{t('jobDetail.refreshed', { date: date(job.last_refreshed_at) })}</Text>
            <Text size="xs" c="dimmed">
              {countdown === null
                ? t('jobDetail.nextRefreshToday')
                : countdown.unit === 'hours'
                  ? t('jobDetail.nextRefreshHours', { count: countdown.count })
                  : t('jobDetail.nextRefresh', { count: countdown.count })}
            </Text>
          </div>
        </Group>
        <Group gap={10} wrap="nowrap" className={classes.metaItem}>
          <AnalystAvatar analystId={job.model_name} persona={analyst} size={34} />
          <div>
            <Text size="sm">
              {t(bylineKey(scoredBy), {
                name: analyst?.displayName ?? job.model_name,
                scored: scoredBy?.scored,
                total: scoredBy?.total,
              })}
            </Text>
            <EngineNote engine={job.engine} />
          </div>
        </Group>
      </div>
    </Paper>
  );
}
