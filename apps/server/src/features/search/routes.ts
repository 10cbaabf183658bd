import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONNECTION_ID_PATTERN } from '@irreplaceable/contracts/realtime/messages';
import {
  ZConnectionStatusResponse,
  ZSearchJobRequest,
  ZSearchJobResponse,
  ZTaskStatusResponse,
} from '@irreplaceable/contracts/jobs/search-job';
import { ZErrorResponse } from '@irreplaceable/contracts/common/error-response';

export async function searchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['search'];
  const errors = {
    400: ZErrorResponse,
    404: ZErrorResponse,
    422: ZErrorResponse,
    429: ZErrorResponse,
  };

  api.post(
    '/v2/search-job',
    {
      preHandler: app.identifyUser,
      config: {
        rateLimit: { max: app.deps.config.searchLimits.perMinute, timeWindow: '1 minute' },
      },
      schema: { tags, body: ZSearchJobRequest, response: { 200: ZSearchJobResponse, ...errors } },
    },
    async (request) =>
      app.jobSearch.search(request.body, { userId: request.currentUser?.id, ip: request.ip }),
  );

  api.get(
    '/jobs/status/:taskId',
    {
      schema: {
        tags,
        params: z.object({ taskId: z.string().max(100) }),
        response: { 200: ZTaskStatusResponse, ...errors },
      },
    },
    async (request) => app.jobSearch.taskStatus(request.params.taskId),
  );

  api.get(
    '/v2/connection-status/:connectionId',
    {
      schema: {
        tags,
        params: z.object({ connectionId: z.string().max(200) }),
        response: { 200: ZConnectionStatusResponse, ...errors },
      },
    },
    async (request) => {
      const { connectionId } = request.params;
      // An id no client could hold (short enough to guess) names no connection.
      if (!CONNECTION_ID_PATTERN.test(connectionId)) {
        return { connection_id: connectionId, connected: false, current_task: null };
      }
      return {
        connection_id: connectionId,
        connected: await app.hub.isConnected(connectionId),
        current_task: await app.jobSearch.currentTask(connectionId),
      };
    },
  );
}
