import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parse, type $ZodType } from 'zod/v4/core';
import type { CachedRead, ReadCache } from '../cache/read-cache';

/**
 * Browsers and proxies may keep a public read but must ask again before using it: invalidation is
 * exact, so a revalidation answers 304 until a write changes the body, and never serves it late.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, no-cache';

/** A strong tag from the body itself, so every instance gives the same body the same tag. */
export const etagOf = (body: string) =>
  `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/** The body as the route's response schema would serialise it (defaults applied, extras dropped). */
export function serialise(schema: $ZodType, value: unknown): CachedRead {
  const body = JSON.stringify(parse(schema, value));
  return { body, etag: etagOf(body) };
}

/** Whether the reader's If-None-Match names this tag (or any). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends a read with its ETag, or 304 when the reader already holds that body. */
export function sendRead(request: FastifyRequest, reply: FastifyReply, read: CachedRead) {
  reply.header('etag', read.etag).header('cache-control', PUBLIC_READ_CACHE_CONTROL);
  if (matchesEtag(request.headers['if-none-match'], read.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(read.body);
}

/** A public read from the cache (loading and serialising it on a miss), sent with its ETag. */
export async function cachedRead(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    cache: ReadCache;
    key: string;
    tags: string[];
    schema: $ZodType;
    load: () => Promise<unknown>;
  },
) {
  const { cache, key, tags, schema, load } = options;
  const read = await cache.getOrLoad(key, tags, async () => serialise(schema, await load()));
  return sendRead(request, reply, read);
}
