import type { TDashboardSeriesName } from '@irreplaceable/contracts/admin/dashboard';

const TEAL = '#0b766b';
const BLUE = '#4263eb';

/**
 * One colour per daily series, the same in its chart and beside its headline figure (which is
 * the chart's legend). Teal, the product's colour, is each section's main series; red is kept
 * for failures, orange for what goes out.
 */
export const SERIES_COLORS: Record<TDashboardSeriesName, string> = {
  signups: TEAL,
  active_users: BLUE,
  searches: BLUE,
  jobs_written: TEAL,
  jobs_failed: '#c92a2a',
  assessments: TEAL,
  cv_analyses: BLUE,
  industry_analyses: '#ae3ec9',
  credits_bought: TEAL,
  credits_given: '#4ccfb4',
  credits_spent: '#e67700',
  revenue_cents: TEAL,
  feedback: TEAL,
};
