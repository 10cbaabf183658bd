import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Takes part of what is left of a key's window for one instance: never more than `max` in all,
 * and a shrinking share as the window fills, so its last requests are counted one by one.
 */
const LEASE = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local left = tonumber(ARGV[2]) - current
if left < 1 then
  return {current, redis.call('PTTL', KEYS[1]), 0}
end
local granted = math.min(left, tonumber(ARGV[3]), math.max(1, math.floor(left / tonumber(ARGV[4]))))
current = redis.call('INCRBY', KEYS[1], granted)
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl, granted}
`;

/** A lease takes at most this share of what is left, and at most `LEASE_MOST` requests. */
const LEASE_SHARE = 8;
const LEASE_MOST = 100;
/** Addresses whose lease an instance keeps, as @fastify/rate-limit's own local store does. */
const LEASES_KEPT = 10_000;

interface Lease {
  /** Requests this instance may still let through in the window without asking Redis. */
  tokens: number;
  /** The window's count in Redis when the lease was taken, this lease included. */
  counted: number;
  endsAt: number;
}

type LeasingRedis = Redis & {
  leaseRateLimit(
    key: string,
    window: number,
    max: number,
    most: number,
    share: number,
  ): Promise<[number, number, number]>;
};

function leasingRedis(redis: Redis): LeasingRedis {
  if (!('leaseRateLimit' in redis))
    redis.defineCommand('leaseRateLimit', { numberOfKeys: 1, lua: LEASE });
  return redis as LeasingRedis;
}

/**
 * The rate-limit counters of several instances, kept in Redis with one round trip per lease
 * rather than per request. An instance leases a part of what is left of an address's window and
 * lets requests through from it locally; a lease is an eighth of what is left (at most 100), so
 * the window's last requests are leased one at a time. The instances together never let through
 * more than the limit; an address may be refused a few requests early, by the unused leases other
 * instances hold. Each round trip sat on every request's path and, on a busy machine, cost more
 * than the rest of a cached read.
 */
export function createLeasedRateLimitStore(
  redis: Redis,
  prefix: string,
): FastifyRateLimitStoreCtor {
  const leasing = leasingRedis(redis);

  function store(keyPrefix: string): FastifyRateLimitStore {
    const leases = new LRUCache<string, Lease>({ max: LEASES_KEPT });
    const leasingNow = new Map<string, Promise<void>>();

    async function lease(key: string, window: number, max: number) {
      const [counted, ttl, granted] = await leasing.leaseRateLimit(
        keyPrefix + key,
        window,
        max,
        LEASE_MOST,
        LEASE_SHARE,
      );
      leases.set(key, { tokens: granted, counted, endsAt: Date.now() + Math.max(ttl, 1) });
    }

    async function take(key: string, window: number, max: number) {
      for (;;) {
        const now = Date.now();
        const held = leases.get(key);
        if (held && held.endsAt > now) {
          if (held.tokens > 0) {
            held.tokens -= 1;
            return { current: held.counted - held.tokens, ttl: held.endsAt - now };
          }
          // Counts only rise within a window: once none was left, none will be until it ends.
          if (held.counted >= max) return { current: max + 1, ttl: held.endsAt - now };
        }
        let pending = leasingNow.get(key);
        if (!pending) {
          pending = lease(key, window, max).finally(() => leasingNow.delete(key));
          leasingNow.set(key, pending);
        }
        await pending;
      }
    }

    return {
      incr(key, callback, window, max) {
        take(key, window, max).then(
          (result) => callback(null, result),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      },
      child(routeOptions) {
        // Per-route limits count apart, named as @fastify/rate-limit's Redis store names them.
        const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
        return store(`${keyPrefix}${route?.method ?? ''}${route?.url ?? ''}-`);
      },
    };
  }

  return class LeasedRateLimitStore {
    constructor() {
      return store(prefix);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
