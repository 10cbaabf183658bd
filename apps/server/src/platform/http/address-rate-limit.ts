import { isIPv6 } from 'node:net';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Address6 } from 'ip-address';

/** An IPv6 client is counted by its /64, as @fastify/rate-limit counts it: one household or host. */
const IPV6_SUBNET = 64;

/** The client's address as @fastify/rate-limit keys it: IPv4 as it is, IPv6 by its subnet. */
export function addressKey(ip: string): string {
  // Most clients: an IPv4 address has no colon, and needs no look at IPv6's long pattern.
  if (!ip.includes(':') || !isIPv6(ip)) return ip.toLowerCase();
  const address = new Address6(ip);
  if (address.isMapped4()) return address.to4().correctForm();
  return new Address6(`${ip}/${IPV6_SUBNET}`).startAddress().correctForm();
}

interface AddressRateLimitOptions {
  max: number;
  windowMs: number;
  /** Where the counts are kept: @fastify/rate-limit's own local store, or the leased Redis one. */
  store: FastifyRateLimitStore;
  /** The 429 answer's error, thrown to the error handler. */
  refusal: (request: FastifyRequest) => Error;
}

type Check = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;

/**
 * The default limit of every API route that sets none of its own, counted per client address in
 * @fastify/rate-limit's store with its headers and its 429 (a route's own limit, or none, stays
 * with the plugin, registered with `global: false`). The plugin's hook is an async function that
 * awaits the key, the allow list and the store in turn, several promises on every request, and a
 * cached read is answered in less time than they take. Here the check is a callback: the local
 * store answers at once, so a request under the limit passes with no promise made, and the leased
 * Redis store answers when its lease does. Given to the same routes as the plugin gave its own
 * (those without `config.rateLimit`), and to API addresses only.
 */
export function limitByAddress(app: FastifyInstance, options: AddressRateLimitOptions): void {
  const { max, windowMs, store, refusal } = options;
  const check: Check = (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    store.incr(
      addressKey(request.ip),
      (error, counted) => {
        if (error || !counted) return done(error ?? new Error('rate limit store answered nothing'));
        const resetSeconds = Math.ceil(counted.ttl / 1000);
        reply.header('x-ratelimit-limit', max);
        if (counted.current <= max) {
          reply
            .header('x-ratelimit-remaining', max - counted.current)
            .header('x-ratelimit-reset', resetSeconds);
          return done();
        }
        reply
          .header('x-ratelimit-remaining', 0)
          .header('x-ratelimit-reset', resetSeconds)
          .header('retry-after', resetSeconds);
        done(refusal(request));
      },
      windowMs,
      max,
    );
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit != null) return;
    const hooks = route.onRequest;
    route.onRequest = hooks === undefined ? [check] : [hooks, check].flat();
  });
}
