import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { contentSecurityPolicy } from './security';

/**
 * Helmet's headers, collected once by running its middleware on a stand-in response: none of them
 * depends on the request (the policy uses no nonces), so each answer only copies them.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  let failure: unknown;
  helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy() } })(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => (failure = error),
  );
  if (failure) throw failure;
  return headers;
}

/**
 * Helmet's headers on every answer. Running its middleware (or the Fastify wrapper, which builds
 * a new one for every request) set and checked a dozen headers per request, a measurable share of
 * a cached read's time; a route may still replace one (a page's own policy).
 */
export function securityHeaders(app: FastifyInstance) {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
