import type { Redis } from 'ioredis';
import type { ModelCallBudget } from '@irreplaceable/analyst/llm/call-budget';
import { nextUtcDay, utcDay } from '../time/utc-day';

/** A day's counter outlives its day by this long, then Redis forgets it. */
const KEPT_AFTER_DAY_S = 24 * 60 * 60;

/**
 * The day's model requests counted in Redis: one INCR per request on the day's key (atomic
 * across instances), which expires a day after its day ends. A request past the limit is
 * refused; the count may pass the limit, the requests never do.
 */
export function createRedisCallBudget(
  redis: Redis,
  limit: number,
  options: { prefix?: string; now?: () => Date } = {},
): ModelCallBudget {
  const now = options.now ?? (() => new Date());
  const prefix = options.prefix ?? 'model-calls';
  return {
    async take() {
      const at = now();
      const key = `${prefix}:${utcDay(at)}`;
      const expiresAt = Math.floor(nextUtcDay(at).getTime() / 1000) + KEPT_AFTER_DAY_S;
      const replies = await redis.multi().incr(key).expireat(key, expiresAt).exec();
      const [error, calls] = replies?.[0] ?? [new Error('no reply from Redis'), null];
      if (error) throw error;
      return Number(calls) <= limit;
    },
  };
}
