import { z } from 'zod';

/** Days of daily figures the dashboard charts, today (UTC) included. */
export const DASHBOARD_DAYS = 30;

/** The daily series the dashboard draws, each a count (or a sum) per UTC day. */
export const DASHBOARD_SERIES = [
  'signups',
  'active_users',
  'searches',
  'jobs_written',
  'jobs_failed',
  'assessments',
  'cv_analyses',
  'industry_analyses',
  'credits_bought',
  'credits_given',
  'credits_spent',
  'revenue_cents',
  'feedback',
] as const;
export const ZDashboardSeriesName = z.enum(DASHBOARD_SERIES);
export type TDashboardSeriesName = z.infer<typeof ZDashboardSeriesName>;

export const ZDashboardDay = z.object({
  /** `YYYY-MM-DD`, UTC. */
  day: z.string(),
  values: z.record(ZDashboardSeriesName, z.number()),
});
export type TDashboardDay = z.infer<typeof ZDashboardDay>;

/** GET /admin/dashboard: administrators only; every figure is a query of our own tables. */
export const ZAdminDashboardResponse = z.object({
  generated_at: z.string(),
  days: z.array(ZDashboardDay).length(DASHBOARD_DAYS),
  /** Sums over the 30 days (active users: distinct over the 30 days). */
  totals: z.record(ZDashboardSeriesName, z.number()),
  users_total: z.number().int(),
  /** Completed top-ups over the 30 days by pack (SGD), with what they brought in. */
  revenue_by_pack: z.array(
    z.object({
      pack: z.number().int(),
      purchases: z.number().int(),
      amount_cents: z.number().int(),
      currency: z.string(),
    }),
  ),
  feedback_average: z.number().nullable(),
  now: z.object({
    /** Job pages waiting or being written. */
    jobs_queued: z.number().int(),
    /** CV and industry analyses waiting or running. */
    analyses_queued: z.number().int(),
    /** Job pages and analyses that failed in the last 24 hours. */
    errors_24h: z.number().int(),
    /** Payment events an administrator must look at (a refund the balance could not cover). */
    payments_needing_attention: z.number().int(),
  }),
});
export type TAdminDashboardResponse = z.infer<typeof ZAdminDashboardResponse>;
