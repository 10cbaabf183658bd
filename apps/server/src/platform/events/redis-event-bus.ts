import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { DomainEvent, EventBus } from './event-bus';

const CHANNEL = 'irreplaceable:events';

/**
 * Several instances: events travel through Redis pub/sub, so progress reaches a user whichever
 * instance writes the job and whichever holds the user's socket. A subscribed Redis connection
 * cannot publish, hence two connections.
 */
export async function createRedisEventBus(publisher: Redis): Promise<EventBus> {
  const subscriber = publisher.duplicate();
  const local = new EventEmitter();
  local.setMaxListeners(0);
  subscriber.on('message', (channel: string, payload: string) => {
    if (channel !== CHANNEL) return;
    try {
      local.emit('event', JSON.parse(payload) as DomainEvent);
    } catch {
      // A malformed payload from another version is ignored rather than crashing delivery.
    }
  });
  await subscriber.subscribe(CHANNEL);
  return {
    kind: 'redis',
    async publish(event) {
      await publisher.publish(CHANNEL, JSON.stringify(event));
    },
    subscribe(handler) {
      local.on('event', handler);
      return () => local.off('event', handler);
    },
    async close() {
      local.removeAllListeners();
      await subscriber.quit().catch(() => undefined);
    },
  };
}
