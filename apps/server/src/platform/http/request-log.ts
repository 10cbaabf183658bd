import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request slower than this is worth a line in the default (info) log. */
export const SLOW_REQUEST_MS = 1_000;
const VERBOSE_LEVELS = new Set(['debug', 'trace']);

/**
 * Fastify's own request logging writes two info lines for every request, which at thousands of
 * reads a second is most of the work a cached read does. One line per response instead, at debug,
 * raised to info for slow answers; failures are logged with their context by the error handler.
 *
 * Written where Fastify reports every finished response to its log controller anyway, rather than
 * in an `onResponse` hook: a hook is one more step each answer passes through (its runner and its
 * callback), and the busiest reads are answered in a few microseconds. `onEachResponse` is told of
 * every finished response too (the idle collector's quiet period starts again).
 */
export class ResponseLog extends LogController {
  readonly #onEachResponse: () => void;

  constructor(onEachResponse: () => void = () => undefined) {
    super({ disableRequestLogging: true });
    this.#onEachResponse = onEachResponse;
  }

  override requestCompleted(
    _error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    this.#onEachResponse();
    const ms = reply.elapsedTime;
    const isSlow = ms >= SLOW_REQUEST_MS;
    if (!isSlow && !VERBOSE_LEVELS.has(request.log.level)) return;
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
}
