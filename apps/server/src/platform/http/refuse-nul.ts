import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';

const NUL = '\u0000';

/** Whether a parsed value (JSON, query string or path parameters) holds a NUL in any string. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  // Parsed JSON is bounded by the body limit; the depth guard keeps a hostile nesting cheap.
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes(NUL) || holdsNul(item, depth + 1),
  );
}

/**
 * Whether an address may hold a NUL in its path or query once decoded: only through `%00`, or a
 * raw NUL where no HTTP parser stood in between (an injected request). An address with neither
 * needs no walk of the parsed parameters: the common case, checked without allocating.
 */
const mayDecodeToNul = (url: string) => url.includes('%00') || url.includes(NUL);

/** A copy of a parsed body with every NUL taken out of its strings. */
function withoutNul(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replaceAll(NUL, '');
  if (value === null || typeof value !== 'object' || depth > 64) return value;
  if (Array.isArray(value)) return value.map((item) => withoutNul(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key.replaceAll(NUL, ''),
      withoutNul(item, depth + 1),
    ]),
  );
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `strip` for a body that is pasted text (a CV copied out of a PDF often holds NULs): its
     * NULs are taken out instead of the request being refused.
     */
    nulInBody?: 'refuse' | 'strip';
  }
}

/**
 * Refuses, once for every route, any text holding a NUL character before a handler sees it.
 * PostgreSQL cannot store `0x00` in text, so such a value would otherwise fail deep inside a
 * write (after a cooldown or a charge had started) and answer 500. Uploaded files are not
 * parsed here: a file's bytes are read by its own route, which decides what is valid.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  // A callback hook: a read with no body and a plain address passes without a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    if (mayDecodeToNul(request.url) && (holdsNul(request.params) || holdsNul(request.query))) {
      return done(new AppError('control_characters'));
    }
    if (request.body === undefined || !holdsNul(request.body)) return done();
    if (request.routeOptions.config.nulInBody !== 'strip') {
      return done(new AppError('control_characters'));
    }
    request.body = withoutNul(request.body);
    done();
  });
}
