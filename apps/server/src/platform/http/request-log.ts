import type { FastifyInstance } from 'fastify';

/** A request slower than this is worth a line in the default (info) log. */
export const SLOW_REQUEST_MS = 1_000;
const VERBOSE_LEVELS = new Set(['debug', 'trace']);

/**
 * Fastify's own request logging writes two info lines for every request, which at thousands of
 * reads a second is most of the work a cached read does. One line per response instead, at debug,
 * raised to info for slow answers; failures are logged with their context by the error handler.
 */
export function logResponses(app: FastifyInstance) {
  // A callback hook, not an async one: no promise made for each of the answers that log nothing.
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    const isSlow = ms >= SLOW_REQUEST_MS;
    if (isSlow || VERBOSE_LEVELS.has(request.log.level)) {
      request.log[isSlow ? 'info' : 'debug'](
        {
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          responseTime: Math.round(ms),
        },
        isSlow ? 'slow request' : 'request completed',
      );
    }
    done();
  });
}
