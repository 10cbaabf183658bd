import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZHealthResponse } from '@irreplaceable/contracts/health/get-health';

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { rateLimit: false },
      schema: { tags: ['health'], response: { 200: ZHealthResponse, 503: ZHealthResponse } },
    },
    async (_request, reply) => {
      const databaseUp = await app.deps.database.ping();
      return reply.status(databaseUp ? 200 : 503).send({
        status: databaseUp ? 'ok' : 'degraded',
        database: databaseUp ? 'ok' : 'down',
        version: app.deps.version,
        uptime_seconds: Math.round(process.uptime()),
      });
    },
  );
}
