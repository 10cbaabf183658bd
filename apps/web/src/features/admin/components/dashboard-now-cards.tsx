import { Anchor, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAdminDashboardResponse } from '@irreplaceable/contracts/admin/dashboard';
import { formatCount } from '../../../shared/i18n/format-figures';
import { useLanguage } from '../../../shared/i18n/use-language';
import { IconAlert, IconArrowRight } from '../../../shared/ui/icons';
import classes from './admin-dashboard.module.css';

type TNowCardProps = {
  label: string;
  value: number;
  note: string;
  /** Something an administrator must act on: the card turns red. */
  isUrgent?: boolean;
  /** A figure that is bad news when above zero, without calling for action: its number turns red. */
  isWarning?: boolean;
  link?: { to: string; label: string };
};

function NowCard({ label, value, note, isUrgent = false, isWarning = false, link }: TNowCardProps) {
  const language = useLanguage();
  return (
    <Paper
      withBorder
      className={classes.nowCard}
      data-urgent={isUrgent || undefined}
      data-linked={link ? true : undefined}
    >
      <Text size="xs" fw={700} c={isUrgent ? 'red.9' : 'gray.7'} className={classes.nowLabel}>
        {isUrgent && <IconAlert size={14} />}
        {label}
      </Text>
      <Text className={classes.nowValue} c={isUrgent || isWarning ? 'red.8' : undefined}>
        {formatCount(value, language)}
      </Text>
      <Text size="xs" c={isUrgent ? 'red.9' : 'dimmed'}>
        {note}
      </Text>
      {link && (
        <Anchor
          component={Link}
          to={link.to}
          size="xs"
          fw={600}
          c={isUrgent ? 'red.9' : undefined}
          className={classes.nowLink}
        >
          {link.label} <IconArrowRight size={12} />
        </Anchor>
      )}
    </Paper>
  );
}

/** What is waiting or failing now, with payments that need an administrator first to catch the eye. */
export function DashboardNowCards({ now }: { now: TAdminDashboardResponse['now'] }) {
  const { t } = useTranslation('adminDashboard');
  const attention = now.payments_needing_attention;
  return (
    <section aria-labelledby="dashboard-now">
      <Title order={2} fz="lg" id="dashboard-now" mb="sm">
        {t('now.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" verticalSpacing="md">
        <NowCard
          label={t('now.jobsQueued')}
          value={now.jobs_queued}
          note={t('now.jobsQueuedNote')}
        />
        <NowCard
          label={t('now.analysesQueued')}
          value={now.analyses_queued}
          note={t('now.analysesQueuedNote')}
        />
        <NowCard
          label={t('now.errors')}
          value={now.errors_24h}
          note={t('now.errorsNote')}
          isWarning={now.errors_24h > 0}
        />
        <NowCard
          label={t('now.payments')}
          value={attention}
          note={attention > 0 ? t('now.paymentsNote') : t('now.paymentsNone')}
          isUrgent={attention > 0}
          link={{ to: '/admin/webhook-events?attention=true', label: t('now.paymentsLink') }}
        />
      </SimpleGrid>
    </section>
  );
}
