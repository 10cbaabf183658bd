import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { contentSecurityPolicy } from './security';

/**
 * Helmet's headers on every answer. The middleware is built once here: the Fastify wrapper
 * builds a new one (parsing the whole policy again) for every request, a measurable share of a
 * cached read's time.
 */
export function securityHeaders(app: FastifyInstance) {
  const apply = helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy() } });
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
