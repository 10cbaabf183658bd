import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestApp, type TestApp } from '../../test/test-app';

const redisUrl = process.env.REDIS_URL_TEST;

describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  const clients: Redis[] = [];
  const instances: TestApp[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i += 1) {
      const redis = new Redis(redisUrl!);
      clients.push(redis);
      instances.push(
        await createTestApp('pglite', { env: { RATE_LIMIT_MAX: '6' }, deps: { redis } }),
      );
    }
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    for (const client of clients) await client.quit();
  });

  it('counts requests from one address across two instances', async () => {
    const address = `10.200.${crypto.randomInt(255)}.${crypto.randomInt(255)}`;
    const hit = (instance: TestApp) =>
      instance.app.inject({ method: 'GET', url: '/api/users/me', remoteAddress: address });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await hit(instances[0]!)).statusCode, (await hit(instances[1]!)).statusCode);
    }
    expect(statuses.slice(0, 6).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });
});
