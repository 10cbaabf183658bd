import type { Redis } from 'ioredis';
import { createLocalReadStore, type ReadCache } from './read-cache';

const CHANNEL = 'irreplaceable:read-cache';

/**
 * Several instances: each keeps its reads in memory, so a hit costs no round trip, and
 * invalidations travel through Redis pub/sub to every instance. The writing instance forgets at
 * once; the others within the publish's delivery, a few milliseconds. A subscribed connection
 * cannot publish, hence two. `channel` lets tests keep their instances apart.
 */
export async function createRedisReadCache(
  publisher: Redis,
  options: { channel?: string; maxEntries?: number } = {},
): Promise<ReadCache> {
  const channel = options.channel ?? CHANNEL;
  const store = createLocalReadStore(options.maxEntries);
  const subscriber = publisher.duplicate();
  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return;
    try {
      const tags: unknown = JSON.parse(payload);
      if (Array.isArray(tags)) store.forget(tags.filter((tag) => typeof tag === 'string'));
    } catch {
      // A malformed payload from another version cannot name tags; dropping everything is safe.
      store.clear();
    }
  });
  // While the subscription is down, another instance's invalidation could be missed: start over.
  subscriber.on('ready', () => store.clear());
  await subscriber.subscribe(channel);
  return {
    kind: 'redis',
    getOrLoad: store.getOrLoad,
    peek: store.peek,
    async invalidate(tags) {
      if (tags.length === 0) return;
      store.forget(tags);
      await publisher.publish(channel, JSON.stringify(tags));
    },
    async close() {
      store.clear();
      await subscriber.quit().catch(() => undefined);
    },
  };
}
