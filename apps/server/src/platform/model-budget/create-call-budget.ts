import type { Redis } from 'ioredis';
import { UNLIMITED_CALLS, type ModelCallBudget } from '@irreplaceable/analyst/llm/call-budget';
import type { Database } from '../../db/client';
import { createDatabaseCallBudget } from './database-call-budget';
import { createRedisCallBudget } from './redis-call-budget';

/**
 * The deployment's daily budget of model requests (LLM_DAILY_CALL_LIMIT): counted in Redis when
 * the deployment has one, else in the database, and no cap when no limit is set. A request that
 * cannot be counted does not go: the cap holds even while its counter is out of reach.
 */
export function createCallBudget(deps: {
  limit: number | null;
  redis: Redis | undefined;
  db: Database;
  onError?: (error: unknown) => void;
}): ModelCallBudget {
  if (deps.limit === null) return UNLIMITED_CALLS;
  const counter = deps.redis
    ? createRedisCallBudget(deps.redis, deps.limit)
    : createDatabaseCallBudget(deps.db, deps.limit);
  return {
    take: () =>
      counter.take().catch((error: unknown) => {
        deps.onError?.(error);
        return false;
      }),
  };
}
