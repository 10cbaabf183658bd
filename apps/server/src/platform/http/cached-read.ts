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

type Encoding = 'br' | 'gzip' | 'deflate';

/** Smaller bodies go as they are, as @fastify/compress (registered in app.ts) would send them. */
const COMPRESS_FROM_BYTES = 1024;
/** @fastify/compress's quality too: 11 costs far more time for a few per cent. */
const BROTLI_QUALITY = 4;

// Accept-Encoding headers are few in practice; a bounded memory keeps odd ones from growing it.
const negotiatorOf = (supportedValues: Encoding[]) =>
  new Negotiator<Encoding>({ supportedValues, cache: new LRUCache<string, string>({ max: 200 }) });
// The encodings @fastify/compress offers, in its order, for answers that no longer pass through it.
const anyEncoding = negotiatorOf(['br', 'gzip', 'deflate']);
const gzipOnly = negotiatorOf(['gzip']);

/** How many distinct Accept-Encoding headers keep their answer; browsers send a handful. */
const KNOWN_HEADERS = 200;

/**
 * The encoding to send in, read the way @fastify/compress reads the header (`*`, x-gzip), and
 * remembered per header as sent: a browser's header is answered by one lookup.
 */
function encodingChooser(negotiator: Negotiator<Encoding>) {
  const chosen = new Map<string, Encoding | null>();
  return (acceptEncoding: string | undefined): Encoding | null => {
    if (!acceptEncoding) return null;
    let encoding = chosen.get(acceptEncoding);
    if (encoding === undefined) {
      encoding = negotiator.negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'));
      if (chosen.size >= KNOWN_HEADERS) chosen.clear();
      chosen.set(acceptEncoding, encoding);
    }
    return encoding;
  };
}
const anyEncodingFor = encodingChooser(anyEncoding);
const gzipOnlyFor = encodingChooser(gzipOnly);

/**
 * A read made for one response from parts kept ready: its UTF-8 bytes, and a cheaper way to its
 * gzip form than compressing it.
 */
export interface SplicedRead {
  etag: string;
  bytes: Buffer;
  gzip: () => Buffer;
}

/**
 * Each body's bytes on the wire, made on first asking and kept as long as the body is: a cached
 * read is encoded to UTF-8 once, and compressed once per encoding, instead of once per response.
 */
const encodedBodies = new WeakMap<CachedRead, Partial<Record<Encoding | 'identity', Buffer>>>();

function encode(body: string | Buffer, encoding: Encoding | 'identity'): Buffer {
  switch (encoding) {
    case 'identity':
      return typeof body === 'string' ? Buffer.from(body) : body;
    case 'br':
      return zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      });
    case 'gzip':
      return zlib.gzipSync(body);
    case 'deflate':
      return zlib.deflateSync(body);
  }
}

function encoded(read: CachedRead, encoding: Encoding | 'identity'): Buffer {
  let forms = encodedBodies.get(read);
  if (!forms) {
    forms = {};
    encodedBodies.set(read, forms);
  }
  return (forms[encoding] ??= encode(read.body, encoding));
}

/**
 * Route options for reads answered only through `sendRead`: it sends them in their encoding
 * itself, so @fastify/compress's hooks (which would look at each answer and let it pass) are left
 * off these routes. Their error answers are small, below the size it would compress.
 */
export const ENCODED_BY_SEND_READ = { compress: false, decompress: false } as const;

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
 * cache keeps is compressed once), or gzipped by its own splice; a spliced read for a reader that
 * takes no gzip is compressed for that answer alone, as @fastify/compress did.
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
  reply.header('content-type', form.type);
  const acceptEncoding = request.headers['accept-encoding'];
  if ('gzip' in read) {
    // Made for one answer: nothing to keep, and gzip, whenever the reader takes it, is spliced.
    if (read.bytes.length < COMPRESS_FROM_BYTES) return reply.send(read.bytes);
    const encoding = gzipOnlyFor(acceptEncoding) ?? anyEncodingFor(acceptEncoding);
    if (!encoding) return reply.send(read.bytes);
    reply.header('content-encoding', encoding);
    return reply.send(encoding === 'gzip' ? read.gzip() : encode(read.bytes, encoding));
  }
  if (read.body.length < COMPRESS_FROM_BYTES) return reply.send(read.body);
  const encoding = anyEncodingFor(acceptEncoding);
  if (!encoding) return reply.send(encoded(read, 'identity'));
  reply.header('content-encoding', encoding);
  return reply.send(encoded(read, encoding));
}

interface CachedReadOptions {
  cache: ReadCache;
  key: string;
  tags: string[];
  schema: $ZodType;
  load: () => Promise<unknown>;
}

/** A public read from the cache (loading and serialising it on a miss), sent with its ETag. */
export async function cachedRead(
  request: FastifyRequest,
  reply: FastifyReply,
  options: CachedReadOptions,
) {
  const { cache, key, tags, schema, load } = options;
  const read = await cache.getOrLoad(key, tags, async () => serialise(schema, await load()));
  return sendRead(request, reply, read);
}

/**
 * `cachedRead` for a route handler that is not async: a hit is sent at once, with no promise made
 * on its way (the busiest reads are hits), and the handler answers nothing, as Fastify expects of
 * a handler that has sent; a miss answers the promise of its load.
 */
export function sendCachedRead(
  request: FastifyRequest,
  reply: FastifyReply,
  options: CachedReadOptions,
): ReturnType<typeof cachedRead> | undefined {
  const hit = options.cache.peek<CachedRead>(options.key);
  if (hit === undefined) return cachedRead(request, reply, options);
  sendRead(request, reply, hit);
  return undefined;
}
