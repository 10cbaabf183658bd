import { lt, sql } from 'drizzle-orm';
import type { ModelCallBudget } from '@irreplaceable/analyst/llm/call-budget';
import type { Database } from '../../db/client';
import { modelCallDays } from '../../db/schema';
import { utcDay } from '../time/utc-day';
import { oldestKeptDay } from './model-days-kept';

/**
 * The day's model requests counted in the database: one row per UTC day, raised only while it is
 * under the limit, in one statement, so instances sharing the database never pass it together.
 * Only the last days are kept.
 */
export function createDatabaseCallBudget(
  db: Database,
  limit: number,
  now: () => Date = () => new Date(),
): ModelCallBudget {
  return {
    async take() {
      const day = utcDay(now());
      const taken = await db
        .insert(modelCallDays)
        .values({ day, calls: 1 })
        .onConflictDoUpdate({
          target: modelCallDays.day,
          set: { calls: sql`${modelCallDays.calls} + 1` },
          setWhere: sql`${modelCallDays.calls} < ${limit}`,
        })
        .returning({ calls: modelCallDays.calls });
      // A day's first request starts its row: the days no longer kept go then, once a day.
      if (taken[0]?.calls === 1)
        await db.delete(modelCallDays).where(lt(modelCallDays.day, oldestKeptDay(day)));
      return taken.length > 0;
    },
  };
}
