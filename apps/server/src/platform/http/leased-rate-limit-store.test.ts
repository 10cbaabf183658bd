import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { createLeasedRateLimitStore } from './leased-rate-limit-store';

const redisUrl = process.env.REDIS_URL_TEST;

describe.skipIf(!redisUrl)('rate limits leased from Redis', () => {
  const clients: Redis[] = [];
  afterAll(async () => {
    for (const client of clients) await client.quit();
  });

  /** Two instances' stores on one Redis, under a prefix of their own (Redis outlives test runs). */
  function twoInstances(): [FastifyRateLimitStore, FastifyRateLimitStore] {
    const prefix = `leased-rate-limit-test-${crypto.randomUUID()}:`;
    const store = () => {
      const redis = new Redis(redisUrl!);
      clients.push(redis);
      const Store = createLeasedRateLimitStore(redis, prefix);
      return new Store({} as FastifyRateLimitOptions);
    };
    return [store(), store()];
  }

  const hit = (store: FastifyRateLimitStore, max: number, window = 60_000) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(
        '10.1.2.3',
        (error, result) => (error ? reject(error) : resolve(result!)),
        window,
        max,
      ),
    );
  const allowed = async (store: FastifyRateLimitStore, times: number, max: number) => {
    const results = await Promise.all(Array.from({ length: times }, () => hit(store, max)));
    return results.filter((result) => result.current <= max).length;
  };

  it('lets exactly the limit through one instance, however many ask at once', async () => {
    const [a] = twoInstances();
    expect(await allowed(a, 50, 20)).toBe(20);
    expect(await allowed(a, 5, 20)).toBe(0);
  });

  it('counts one address across two instances, one request at a time near the limit', async () => {
    const [a, b] = twoInstances();
    const statuses: boolean[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await hit(a, 6)).current <= 6, (await hit(b, 6)).current <= 6);
    }
    expect(statuses).toEqual([true, true, true, true, true, true, false, false]);
  });

  it('never lets more than the limit through two instances, and refuses at most a lease early', async () => {
    const [a, b] = twoInstances();
    const fromA = await allowed(a, 150, 200);
    expect(fromA).toBe(150);
    const fromB = await allowed(b, 150, 200);
    expect(fromA + fromB).toBeLessThanOrEqual(200);
    // A holds what is left of its last lease, at most an eighth of what was left when it took it.
    expect(fromA + fromB).toBeGreaterThanOrEqual(200 - Math.ceil(200 / 8));
  });

  it('starts afresh when the window ends', async () => {
    const [a] = twoInstances();
    const window = 300;
    expect((await hit(a, 2, window)).current).toBe(1);
    expect((await hit(a, 2, window)).current).toBe(2);
    const refused = await hit(a, 2, window);
    expect(refused.current).toBeGreaterThan(2);
    expect(refused.ttl).toBeLessThanOrEqual(window);
    await expect.poll(async () => (await hit(a, 2, window)).current, { timeout: 3_000 }).toBe(1);
  });
});
