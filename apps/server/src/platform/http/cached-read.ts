import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
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

type Encoding = 'br' | 'gzip';

/** Smaller bodies go as they are, as @fastify/compress (registered in app.ts) would send them. */
const COMPRESS_FROM_BYTES = 1024;
/** @fastify/compress's quality too: 11 costs far more time for a few per cent. */
const BROTLI_QUALITY = 4;

// Accept-Encoding headers are few in practice; a bounded memory keeps odd ones from growing it.
const negotiatorOf = (supportedValues: Encoding[]) =>
  new Negotiator<Encoding>({ supportedValues, cache: new LRUCache<string, string>({ max: 200 }) });
const anyEncoding = negotiatorOf(['br', 'gzip']);
const gzipOnly = negotiatorOf(['gzip']);

/** The encoding to send in, read the way @fastify/compress reads the header (`*`, x-gzip). */
function encodingFor(acceptEncoding: string | undefined, negotiator: Negotiator<Encoding>) {
  if (!acceptEncoding) return null;
  return negotiator.negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'));
}

/** A read made for one response that has a cheaper way to its gzip form than compressing it. */
export interface SplicedRead extends CachedRead {
  gzip: () => Buffer;
}

/**
 * Each body's compressed forms, made on first asking and kept as long as the body is: a cached
 * read is compressed once per encoding instead of once per response.
 */
const encodedBodies = new WeakMap<CachedRead, Partial<Record<Encoding, Buffer>>>();

function encoded(read: CachedRead, encoding: Encoding): Buffer {
  const forms = encodedBodies.get(read) ?? {};
  let form = forms[encoding];
  if (!form) {
    form =
      encoding === 'br'
        ? zlib.brotliCompressSync(read.body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            },
          })
        : zlib.gzipSync(read.body);
    forms[encoding] = form;
    encodedBodies.set(read, forms);
  }
  return form;
}

function varyByEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`);
}

/** How a read goes out: a JSON read by default; a server-rendered page says its own. */
export interface ReadForm {
  type: string;
  cacheControl: string;
}

const JSON_READ: ReadForm = {
  type: 'application/json; charset=utf-8',
  cacheControl: PUBLIC_READ_CACHE_CONTROL,
};

/**
 * Sends a read with its ETag, or 304 when the reader already holds that body. A body of some size
 * goes compressed in the encoding the reader prefers, made once per `read` object (a read the
 * cache keeps is compressed once), or gzipped by its own splice.
 */
export function sendRead(
  request: FastifyRequest,
  reply: FastifyReply,
  read: CachedRead | SplicedRead,
  form: ReadForm = JSON_READ,
) {
  reply.header('etag', read.etag).header('cache-control', form.cacheControl);
  varyByEncoding(reply);
  if (matchesEtag(request.headers['if-none-match'], read.etag)) return reply.code(304).send();
  reply.type(form.type);
  if (read.body.length < COMPRESS_FROM_BYTES) return reply.send(read.body);
  const isSpliced = 'gzip' in read;
  const encoding = encodingFor(
    request.headers['accept-encoding'],
    isSpliced ? gzipOnly : anyEncoding,
  );
  if (!encoding) return reply.send(read.body);
  reply.header('content-encoding', encoding);
  return reply.send(isSpliced ? read.gzip() : encoded(read, encoding));
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
