import { Badge, Paper, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSaferMoveTradeOff } from '@irreplaceable/contracts/analysis/job-analysis';
import type { TJobDetail } from '@irreplaceable/contracts/jobs/job';
import { IconArrowRight } from '../../../shared/ui/icons';
import classes from './side-panels.module.css';

type TSaferJob = TJobDetail['safer_occupations'][number];

/** A page of our own when there is one, else a search for that title from the home page. */
export function saferJobPath(job: TSaferJob): string {
  return job.job_id !== null
    ? `/jobs/${job.job_id}`
    : `/?${new URLSearchParams({ q: job.title }).toString()}`;
}

/** What a move gives up or adds, said beside it so a pay cut or a new degree is never hidden. */
function tradeOffKey(tradeOff: TSaferMoveTradeOff) {
  switch (tradeOff) {
    case 'lower-wage':
      return 'jobDetail.safer.tradeOff.lowerWage' as const;
    case 'more-preparation':
      return 'jobDetail.safer.tradeOff.morePreparation' as const;
  }
}

/** Neighbouring occupations that AI reaches less, for a way out that uses the same skills. */
export function SaferOccupations({ jobs, rate }: { jobs: TSaferJob[]; rate: number | null }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder className={classes.card} component="section" aria-labelledby="safer-title">
      <Title order={2} id="safer-title" className={classes.title}>
        {t('jobDetail.safer.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {rate === null
          ? t('jobDetail.safer.introUnrated')
          : t('jobDetail.safer.intro', { rate: Math.round(rate) })}
      </Text>
      {jobs.length === 0 ? (
        // Without a rate the intro has already said why the list is empty.
        rate !== null && (
          <Text size="sm" c="dimmed">
            {t('jobDetail.safer.none')}
          </Text>
        )
      ) : (
        <ul className={classes.list}>
          {jobs.map((job) => (
            <li key={job.code}>
              <UnstyledButton component={Link} to={saferJobPath(job)} className={classes.saferLink}>
                <span className={classes.saferTitle}>
                  {job.title}
                  {job.trade_off && (
                    <span className={classes.saferTradeOff}>{t(tradeOffKey(job.trade_off))}</span>
                  )}
                </span>
                <Badge variant="light" color="lagoon" radius="sm" className={classes.rate}>
                  {t('jobDetail.safer.rate', { rate: Math.round(job.ai_replacement_rate) })}
                </Badge>
                <IconArrowRight size={16} className={classes.arrow} />
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
    </Paper>
  );
}
