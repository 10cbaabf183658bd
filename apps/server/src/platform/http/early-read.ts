import type { FastifyReply, FastifyRequest, preParsingHookHandler } from 'fastify';
import type { Language } from '@irreplaceable/contracts/constants';
import type { CachedRead, ReadCache } from '../cache/read-cache';
import { sendRead } from './cached-read';

/** Addresses remembered per route; past this many the memory starts afresh. */
export const EARLY_READ_ADDRESSES = 1_000;

/**
 * A cached public read answered as soon as the request has passed what every API request passes
 * (its request id, language and security headers, and the address's rate limit, all `onRequest`),
 * without the steps after it: the check for NUL characters, the validation of the path and query
 * and the handler. Those steps depend on nothing but the address, so an address that has passed
 * them once passes them again alike: the handler remembers what validation made of an address
 * (`remember`), and a later request for the same address (the same bytes, path and query) is
 * answered from that, when its read is in the cache. Anything else (an address not seen yet, a
 * read not cached, another method) takes the whole way as before.
 *
 * `answer` sends the read for what the address was validated into and says whether it did.
 */
export function earlyRead<Facts>(
  answer: (request: FastifyRequest, reply: FastifyReply, facts: Facts) => boolean,
  maxAddresses = EARLY_READ_ADDRESSES,
) {
  const known = new Map<string, Facts>();
  // A preParsing hook: it runs after every onRequest hook (the rate limit among them) and before
  // anything that looks at the address. Having sent, it leaves the rest of the way unrun.
  const hook: preParsingHookHandler = (request, reply, payload, done) => {
    const facts = request.method === 'GET' ? known.get(request.url) : undefined;
    if (facts === undefined || !answer(request, reply, facts)) done(null, payload);
  };
  return {
    /** Route options that put the early answer in the route's way. */
    route: { preParsing: hook },
    /** Called by the handler, after validation, with what it made of the request's address. */
    remember(request: FastifyRequest, facts: Facts) {
      if (request.method !== 'GET' || known.has(request.url)) return;
      if (known.size >= maxAddresses) known.clear();
      known.set(request.url, facts);
    },
  };
}

/**
 * `earlyRead` for a read whose cache key is made from the request's language and what validation
 * made of its query (a board): sent when the cache holds it.
 */
export function earlyCachedRead<Query>(
  cache: ReadCache,
  keyOf: (language: Language, query: Query) => string,
) {
  return earlyRead<Query>((request, reply, query) => {
    const hit = cache.peek<CachedRead>(keyOf(request.language, query));
    if (hit === undefined) return false;
    sendRead(request, reply, hit);
    return true;
  });
}
