import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { ModelCallBudget } from '@irreplaceable/analyst/llm/call-budget';
import { openDatabase } from '../../db/client';
import { createPostgresDatabase } from '../../test/test-app';
import { createDatabaseCallBudget } from './database-call-budget';
import { createRedisCallBudget } from './redis-call-budget';

/** Two instances of one deployment, each with its own budget over the same count. */
type Factory = (
  limit: number,
  now: () => Date,
) => Promise<{ a: ModelCallBudget; b: ModelCallBudget; close: () => Promise<void> }>;

const adapters: [string, Factory][] = [
  [
    'database (PGlite)',
    async (limit, now) => {
      const database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
      const budget = createDatabaseCallBudget(database.db, limit, now);
      return { a: budget, b: budget, close: () => database.close() };
    },
  ],
];
if (process.env.DATABASE_URL_TEST) {
  adapters.push([
    'database (PostgreSQL)',
    async (limit, now) => {
      const created = await createPostgresDatabase();
      const [one, two] = [
        await openDatabase({ databaseUrl: created.url, dataDir: 'memory://' }),
        await openDatabase({ databaseUrl: created.url, dataDir: 'memory://' }),
      ];
      return {
        a: createDatabaseCallBudget(one.db, limit, now),
        b: createDatabaseCallBudget(two.db, limit, now),
        close: async () => {
          await Promise.all([one.close(), two.close()]);
          await created.drop();
        },
      };
    },
  ]);
}
if (process.env.REDIS_URL_TEST) {
  adapters.push([
    'redis',
    async (limit, now) => {
      // Redis outlives test runs and is shared with them: each case counts under its own name.
      const prefix = `model-calls-contract-${crypto.randomUUID()}`;
      const [one, two] = [
        new Redis(process.env.REDIS_URL_TEST!),
        new Redis(process.env.REDIS_URL_TEST!),
      ];
      return {
        a: createRedisCallBudget(one, limit, { prefix, now }),
        b: createRedisCallBudget(two, limit, { prefix, now }),
        close: async () => {
          await Promise.all([one.quit(), two.quit()]);
        },
      };
    },
  ]);
}

describe.each(adapters)('the daily budget of model requests (%s)', (_name, create) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  it('lets exactly the limit through when two instances ask at once', async () => {
    const { a, b, close } = await create(7, () => new Date('2026-12-07T23:59:00Z'));
    cleanup = close;
    const taken = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a : b).take()),
    );
    expect(taken.filter(Boolean)).toHaveLength(7);
    expect(await a.take()).toBe(false);
  });

  it('starts again on the next UTC day', async () => {
    let now = new Date('2026-12-07T23:59:59Z');
    const { a, b, close } = await create(2, () => now);
    cleanup = close;
    expect([await a.take(), await b.take(), await a.take()]).toEqual([true, true, false]);
    now = new Date('2026-12-08T00:00:00Z');
    expect([await b.take(), await a.take(), await b.take()]).toEqual([true, true, false]);
  });
});
