import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createInProcessPresence, type Presence } from './presence';
import { createRedisPresence } from './redis-presence';

const redisUrl = process.env.REDIS_URL_TEST;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(async () => {
  await redis?.quit();
});

const adapters: [string, () => Presence][] = [['in-process', createInProcessPresence]];
if (redis) adapters.push(['redis', () => createRedisPresence(redis)]);

/** Redis is shared with other test runs, so each test names its own connections. */
const newConnectionId = () => `presence_${crypto.randomUUID()}`;

describe.each(adapters)('%s presence', (_name, createPresence) => {
  it('knows a connection while it is held and forgets it once released', async () => {
    const presence = createPresence();
    const id = newConnectionId();
    expect(await presence.isConnected(id)).toBe(false);
    await presence.hold(id);
    await presence.hold(id);
    await presence.refresh();
    expect(await presence.isConnected(id)).toBe(true);
    await presence.release(id);
    expect(await presence.isConnected(id)).toBe(false);
    await presence.close();
  });

  it('withdraws everything on close and ignores what comes after', async () => {
    const presence = createPresence();
    const [first, second] = [newConnectionId(), newConnectionId()];
    await presence.hold(first);
    await presence.hold(second);
    await presence.close();
    await presence.hold(first);
    await presence.refresh();
    expect(await presence.isConnected(first)).toBe(false);
    expect(await presence.isConnected(second)).toBe(false);
  });
});
