import { and, avg, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  DASHBOARD_DAYS,
  DASHBOARD_SERIES,
  type TAdminDashboardResponse,
  type TDashboardSeriesName,
} from '@irreplaceable/contracts/admin/dashboard';
import type { Database } from '../../db/client';
import {
  assessments,
  checkoutSessions,
  creditLedger,
  feedback,
  generations,
  personalAnalyses,
  refreshTokens,
  searchTasks,
  users,
  webhookEvents,
} from '../../db/schema';

const DAY_MS = 24 * 60 * 60_000;

/** Credits handed out without payment. */
const GIVEN_REASONS = ['daily_gift', 'feedback_reward', 'admin_grant'] as const;
const CHARGE_REASONS = ['assessment_charge', 'analysis_charge', 'cv_save'] as const;
const REFUND_REASONS = ['assessment_refund', 'analysis_refund'] as const;

type Daily = Map<string, number>;

/** The UTC day of a timestamp column, as `YYYY-MM-DD`. */
const dayOf = (column: PgColumn | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

function utcDayStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/**
 * The operator's first look: daily figures over the last 30 UTC days from our own tables, their
 * totals, revenue by pack, and what is waiting or failing now.
 */
export function createAdminDashboard(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async read(): Promise<TAdminDashboardResponse> {
      const at = now();
      const until = new Date(utcDayStart(at).getTime() + DAY_MS);
      const since = new Date(until.getTime() - DASHBOARD_DAYS * DAY_MS);
      const within = (column: PgColumn) => and(gte(column, since), lt(column, until));

      const series: Record<TDashboardSeriesName, Promise<Daily>> = {
        signups: rows(
          db
            .select({ day: dayOf(users.createdAt), value: count() })
            .from(users)
            .where(within(users.createdAt))
            .groupBy(sql`1`),
        ),
        active_users: rows(
          db
            .select({
              day: dayOf(refreshTokens.createdAt),
              value: sql<number>`count(distinct ${refreshTokens.userId})::int`,
            })
            .from(refreshTokens)
            .where(within(refreshTokens.createdAt))
            .groupBy(sql`1`),
        ),
        searches: rows(
          db
            .select({ day: dayOf(searchTasks.createdAt), value: count() })
            .from(searchTasks)
            .where(within(searchTasks.createdAt))
            .groupBy(sql`1`),
        ),
        jobs_written: rows(
          db
            .select({ day: dayOf(generations.finishedAt), value: count() })
            .from(generations)
            .where(and(eq(generations.status, 'ready'), within(generations.finishedAt)))
            .groupBy(sql`1`),
        ),
        jobs_failed: rows(
          db
            .select({ day: dayOf(generations.createdAt), value: count() })
            .from(generations)
            .where(and(eq(generations.status, 'error'), within(generations.createdAt)))
            .groupBy(sql`1`),
        ),
        assessments: rows(
          db
            .select({ day: dayOf(assessments.startedAt), value: count() })
            .from(assessments)
            .where(within(assessments.startedAt))
            .groupBy(sql`1`),
        ),
        cv_analyses: rows(
          db
            .select({ day: dayOf(personalAnalyses.createdAt), value: count() })
            .from(personalAnalyses)
            .where(and(eq(personalAnalyses.kind, 'cv'), within(personalAnalyses.createdAt)))
            .groupBy(sql`1`),
        ),
        industry_analyses: rows(
          db
            .select({ day: dayOf(personalAnalyses.createdAt), value: count() })
            .from(personalAnalyses)
            .where(and(eq(personalAnalyses.kind, 'industry'), within(personalAnalyses.createdAt)))
            .groupBy(sql`1`),
        ),
        credits_bought: rows(
          db
            .select({
              day: dayOf(creditLedger.createdAt),
              value: sql<number>`coalesce(sum(${creditLedger.amount}), 0)::int`,
            })
            .from(creditLedger)
            .where(and(eq(creditLedger.reason, 'top_up'), within(creditLedger.createdAt)))
            .groupBy(sql`1`),
        ),
        credits_given: rows(
          db
            .select({
              day: dayOf(creditLedger.createdAt),
              value: sql<number>`coalesce(sum(${creditLedger.amount}), 0)::int`,
            })
            .from(creditLedger)
            .where(
              and(
                inArray(creditLedger.reason, [...GIVEN_REASONS]),
                sql`${creditLedger.amount} > 0`,
                within(creditLedger.createdAt),
              ),
            )
            .groupBy(sql`1`),
        ),
        // Charges less what failed work gave back.
        credits_spent: rows(
          db
            .select({
              day: dayOf(creditLedger.createdAt),
              value: sql<number>`coalesce(-sum(${creditLedger.amount}), 0)::int`,
            })
            .from(creditLedger)
            .where(
              and(
                inArray(creditLedger.reason, [...CHARGE_REASONS, ...REFUND_REASONS]),
                within(creditLedger.createdAt),
              ),
            )
            .groupBy(sql`1`),
        ),
        revenue_cents: rows(
          db
            .select({
              day: dayOf(checkoutSessions.completedAt),
              value: sql<number>`coalesce(sum(${checkoutSessions.amount}), 0)::int`,
            })
            .from(checkoutSessions)
            .where(
              and(eq(checkoutSessions.status, 'completed'), within(checkoutSessions.completedAt)),
            )
            .groupBy(sql`1`),
        ),
        feedback: rows(
          db
            .select({ day: dayOf(feedback.createdAt), value: count() })
            .from(feedback)
            .where(within(feedback.createdAt))
            .groupBy(sql`1`),
        ),
      };

      const dayList = Array.from({ length: DASHBOARD_DAYS }, (_, i) =>
        new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10),
      );
      const resolved = Object.fromEntries(
        await Promise.all(
          DASHBOARD_SERIES.map(async (name) => [name, await series[name]] as const),
        ),
      ) as Record<TDashboardSeriesName, Daily>;
      const days = dayList.map((day) => ({
        day,
        values: Object.fromEntries(
          DASHBOARD_SERIES.map((name) => [name, resolved[name].get(day) ?? 0]),
        ) as Record<TDashboardSeriesName, number>,
      }));
      const totals = Object.fromEntries(
        DASHBOARD_SERIES.map((name) => [
          name,
          days.reduce((sum, day) => sum + day.values[name], 0),
        ]),
      ) as Record<TDashboardSeriesName, number>;

      const dayAgo = new Date(at.getTime() - DAY_MS);
      const [
        activeUsers,
        usersTotal,
        byPack,
        rating,
        jobsQueued,
        analysesQueued,
        jobErrors,
        analysisErrors,
        attention,
      ] = await Promise.all([
        db
          .select({ value: sql<number>`count(distinct ${refreshTokens.userId})::int` })
          .from(refreshTokens)
          .where(within(refreshTokens.createdAt)),
        db.select({ value: count() }).from(users),
        db
          .select({
            pack: checkoutSessions.pack,
            currency: checkoutSessions.currency,
            purchases: count(),
            amount: sql<number>`coalesce(sum(${checkoutSessions.amount}), 0)::int`,
          })
          .from(checkoutSessions)
          .where(
            and(eq(checkoutSessions.status, 'completed'), within(checkoutSessions.completedAt)),
          )
          .groupBy(checkoutSessions.pack, checkoutSessions.currency)
          .orderBy(checkoutSessions.pack),
        db
          .select({ value: avg(feedback.rating) })
          .from(feedback)
          .where(within(feedback.createdAt)),
        db
          .select({ value: count() })
          .from(generations)
          .where(inArray(generations.status, ['queued', 'generating'])),
        db
          .select({ value: count() })
          .from(personalAnalyses)
          .where(inArray(personalAnalyses.status, ['pending', 'processing'])),
        db
          .select({ value: count() })
          .from(generations)
          .where(and(eq(generations.status, 'error'), gte(generations.createdAt, dayAgo))),
        db
          .select({ value: count() })
          .from(personalAnalyses)
          .where(
            and(eq(personalAnalyses.status, 'failed'), gte(personalAnalyses.createdAt, dayAgo)),
          ),
        db
          .select({ value: count() })
          .from(webhookEvents)
          .where(eq(webhookEvents.needsAttention, true)),
      ]);
      totals.active_users = activeUsers[0]?.value ?? 0;
      const average = rating[0]?.value;
      return {
        generated_at: at.toISOString(),
        days,
        totals,
        users_total: usersTotal[0]?.value ?? 0,
        revenue_by_pack: byPack.map((row) => ({
          pack: row.pack,
          purchases: row.purchases,
          amount_cents: Number(row.amount),
          currency: row.currency,
        })),
        feedback_average: average == null ? null : Math.round(Number(average) * 100) / 100,
        now: {
          jobs_queued: jobsQueued[0]?.value ?? 0,
          analyses_queued: analysesQueued[0]?.value ?? 0,
          errors_24h: (jobErrors[0]?.value ?? 0) + (analysisErrors[0]?.value ?? 0),
          payments_needing_attention: attention[0]?.value ?? 0,
        },
      };
    },
  };
}

/** (day, value) rows as a map; counts from some drivers arrive as strings. */
async function rows(
  query: Promise<{ day: string; value: number | string | null }[]>,
): Promise<Daily> {
  return new Map((await query).map((row) => [row.day, Number(row.value ?? 0)]));
}

export type AdminDashboard = ReturnType<typeof createAdminDashboard>;
