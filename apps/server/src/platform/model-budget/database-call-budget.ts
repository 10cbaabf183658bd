import { sql } from 'drizzle-orm';
import type { ModelCallBudget } from '@irreplaceable/analyst/llm/call-budget';
import type { Database } from '../../db/client';
import { modelCallDays } from '../../db/schema';
import { utcDay } from '../time/utc-day';

/**
 * The day's model requests counted in the database: one row per UTC day, raised only while it is
 * under the limit, in one statement, so instances sharing the database never pass it together.
 */
export function createDatabaseCallBudget(
  db: Database,
  limit: number,
  now: () => Date = () => new Date(),
): ModelCallBudget {
  return {
    async take() {
      const taken = await db
        .insert(modelCallDays)
        .values({ day: utcDay(now()), calls: 1 })
        .onConflictDoUpdate({
          target: modelCallDays.day,
          set: { calls: sql`${modelCallDays.calls} + 1` },
          setWhere: sql`${modelCallDays.calls} < ${limit}`,
        })
        .returning({ calls: modelCallDays.calls });
      return taken.length > 0;
    },
  };
}
