import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAdminDashboardResponse } from '@irreplaceable/contracts/admin/dashboard';
import { ZErrorResponse } from '@irreplaceable/contracts/common/error-response';
import { createAdminDashboard } from './service';

/** GET /admin/dashboard: administrators only. */
export async function adminDashboardRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);
  const dashboard = createAdminDashboard({ db: app.db });
  api.get(
    '/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        response: { 200: ZAdminDashboardResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return dashboard.read();
    },
  );
}
