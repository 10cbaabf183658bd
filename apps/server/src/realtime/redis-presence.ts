import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Presence } from './presence';

const KEY_PREFIX = 'irreplaceable:presence:';
/** Three hub heartbeats (15 s each): one late refresh does not make a live connection vanish. */
const DEFAULT_TTL_MS = 45_000;

const keyOf = (connectionId: string) => `${KEY_PREFIX}${connectionId}`;

/**
 * Several instances: per connection id, a Redis hash from instance id to the time that
 * instance's claim runs out. Claims are renewed at every hub heartbeat, so an instance that dies
 * without closing leaves claims that lapse on their own: a passed deadline counts for nothing even
 * while another instance keeps the hash alive, and the key's expiry removes the hash once no live
 * instance renews it. Deadlines are compared across instance clocks, which is sound while those
 * agree to well within the TTL.
 */
export function createRedisPresence(redis: Redis, options: { ttlMs?: number } = {}): Presence {
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const instanceId = crypto.randomUUID();
  const held = new Set<string>();
  let isClosed = false;

  // One transaction for every id: a single round trip, and no hash is ever left without expiry.
  async function claim(connectionIds: string[]) {
    if (connectionIds.length === 0) return;
    const deadline = Date.now() + ttlMs;
    const transaction = redis.multi();
    for (const id of connectionIds)
      transaction.hset(keyOf(id), instanceId, deadline).pexpire(keyOf(id), ttlMs);
    await transaction.exec();
  }

  return {
    kind: 'redis',
    async hold(connectionId) {
      if (isClosed) return;
      held.add(connectionId);
      await claim([connectionId]);
    },
    async release(connectionId) {
      if (held.delete(connectionId)) await redis.hdel(keyOf(connectionId), instanceId);
    },
    async isConnected(connectionId) {
      const deadlines = await redis.hvals(keyOf(connectionId));
      const now = Date.now();
      return deadlines.some((deadline) => Number(deadline) > now);
    },
    refresh: () => claim([...held]),
    async close() {
      isClosed = true;
      const withdrawal = redis.pipeline();
      for (const id of held) withdrawal.hdel(keyOf(id), instanceId);
      held.clear();
      await withdrawal.exec();
    },
  };
}
