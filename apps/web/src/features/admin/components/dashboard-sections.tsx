import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAdminDashboardResponse } from '@irreplaceable/contracts/admin/dashboard';
import { formatCount, formatPercent } from '../../../shared/i18n/format-figures';
import { useLanguage } from '../../../shared/i18n/use-language';
import { formatSgdCents, todayOf } from '../utils/dashboard-figures';
import { DashboardSection } from './dashboard-section';
import { RevenueByPackTable } from './revenue-by-pack-table';

/** The six areas of the last 30 days, two a row on a wide screen. */
export function DashboardSections({ dashboard }: { dashboard: TAdminDashboardResponse }) {
  const { t } = useTranslation('adminDashboard');
  const language = useLanguage();
  const { days, totals } = dashboard;
  const today = todayOf(days)?.values;
  const count = (value: number) => formatCount(value, language);
  const money = (cents: number) => formatSgdCents(cents, language);
  /** A daily series' 30-day total with today's figure, marked in its chart colour. */
  const daily = (name: keyof typeof totals, label: string, format = count) => ({
    label,
    value: format(totals[name]),
    today: format(today?.[name] ?? 0),
    series: name,
  });

  const finished = totals.jobs_written + totals.jobs_failed;
  const purchases = dashboard.revenue_by_pack.reduce((sum, row) => sum + row.purchases, 0);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
      <DashboardSection
        title={t('people.title')}
        intro={t('people.intro')}
        figures={[
          daily('signups', t('people.signups')),
          { ...daily('active_users', t('people.activeUsers')), note: t('people.activeUsersTotal') },
          {
            label: t('people.usersTotal'),
            value: count(dashboard.users_total),
            note: t('figure.allTime'),
          },
        ]}
        chart={{
          days,
          format: count,
          emptyText: t('people.empty'),
          series: [
            { name: 'signups', label: t('people.signups'), kind: 'bar' },
            { name: 'active_users', label: t('people.activeUsers'), kind: 'line' },
          ],
        }}
      />
      <DashboardSection
        title={t('work.title')}
        intro={t('work.intro')}
        figures={[
          daily('searches', t('work.searches')),
          daily('jobs_written', t('work.jobsWritten')),
          {
            ...daily('jobs_failed', t('work.jobsFailed')),
            note:
              totals.jobs_failed > 0 &&
              t('work.failedShare', {
                share: formatPercent((totals.jobs_failed / finished) * 100, language),
              }),
          },
        ]}
        chart={{
          days,
          format: count,
          emptyText: t('work.empty'),
          series: [
            { name: 'jobs_written', label: t('work.jobsWritten'), kind: 'bar', stack: 'jobs' },
            { name: 'jobs_failed', label: t('work.jobsFailed'), kind: 'bar', stack: 'jobs' },
            { name: 'searches', label: t('work.searches'), kind: 'line' },
          ],
        }}
      />
      <DashboardSection
        title={t('analyses.title')}
        intro={t('analyses.intro')}
        figures={[
          daily('assessments', t('analyses.assessments')),
          daily('cv_analyses', t('analyses.cvAnalyses')),
          daily('industry_analyses', t('analyses.industryAnalyses')),
        ]}
        chart={{
          days,
          format: count,
          emptyText: t('analyses.empty'),
          series: [
            { name: 'assessments', label: t('analyses.assessments'), kind: 'bar', stack: 'all' },
            { name: 'cv_analyses', label: t('analyses.cvAnalyses'), kind: 'bar', stack: 'all' },
            {
              name: 'industry_analyses',
              label: t('analyses.industryAnalyses'),
              kind: 'bar',
              stack: 'all',
            },
          ],
        }}
      />
      <DashboardSection
        title={t('credits.title')}
        intro={t('credits.intro')}
        figures={[
          daily('credits_bought', t('credits.bought')),
          daily('credits_given', t('credits.given')),
          daily('credits_spent', t('credits.spent')),
        ]}
        chart={{
          days,
          format: count,
          emptyText: t('credits.empty'),
          series: [
            { name: 'credits_bought', label: t('credits.bought'), kind: 'bar', stack: 'in' },
            { name: 'credits_given', label: t('credits.given'), kind: 'bar', stack: 'in' },
            { name: 'credits_spent', label: t('credits.spent'), kind: 'line' },
          ],
        }}
      />
      <DashboardSection
        title={t('revenue.title')}
        intro={t('revenue.intro')}
        figures={[
          {
            ...daily('revenue_cents', t('revenue.revenue'), money),
            note: t('revenue.purchases', { count: purchases }),
          },
        ]}
        chart={{
          days,
          format: money,
          toPlot: (cents) => cents / 100,
          formatTick: (dollars) => `S$${count(dollars)}`,
          emptyText: t('revenue.empty'),
          series: [{ name: 'revenue_cents', label: t('revenue.revenue'), kind: 'bar' }],
        }}
      >
        <RevenueByPackTable packs={dashboard.revenue_by_pack} />
      </DashboardSection>
      <DashboardSection
        title={t('feedback.title')}
        intro={t('feedback.intro')}
        figures={[
          daily('feedback', t('feedback.responses')),
          {
            label: t('feedback.average'),
            ...(dashboard.feedback_average === null
              ? { value: '—', note: t('feedback.noRating') }
              : {
                  value: t('feedback.averageValue', {
                    value: dashboard.feedback_average.toLocaleString(language, {
                      minimumFractionDigits: 1,
                      maximumFractionDigits: 1,
                    }),
                  }),
                  note: t('figure.last30'),
                }),
          },
        ]}
        chart={{
          days,
          format: count,
          emptyText: t('feedback.empty'),
          series: [{ name: 'feedback', label: t('feedback.responses'), kind: 'bar' }],
        }}
      />
    </SimpleGrid>
  );
}
