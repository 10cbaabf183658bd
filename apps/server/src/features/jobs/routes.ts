import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from '../../platform/auth/policies';
import { AppError } from '../../platform/errors/app-error';
import {
  ZJobDetail,
  ZJobIdParams,
  ZListJobsQuery,
  ZListJobsResponse,
  ZLlmReviewsQuery,
  ZLlmReviewsResponse,
  ZRefreshJobQuery,
} from '@irreplaceable/contracts/jobs/job';
import { ZErrorResponse, ZMessageResponse } from '@irreplaceable/contracts/common/error-response';

const CLEARED = { en: 'Job cache cleared.', zh: '职位缓存已清除。' } as const;

export async function jobsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['jobs'];
  const errors = {
    401: ZErrorResponse,
    403: ZErrorResponse,
    404: ZErrorResponse,
    422: ZErrorResponse,
  };

  api.get(
    '/jobs/',
    {
      schema: {
        tags,
        querystring: ZListJobsQuery,
        response: { 200: ZListJobsResponse, ...errors },
      },
    },
    async (request) => app.jobs.list(request.query, request.language),
  );

  api.get(
    '/jobs/:id',
    {
      schema: {
        tags,
        params: ZJobIdParams,
        querystring: z.object({ search_popularity: z.string().optional() }),
        response: { 200: ZJobDetail, ...errors },
      },
    },
    async (request) => app.jobs.detail(request.params.id, request.language),
  );

  api.post(
    '/jobs/:id/refresh',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      preHandler: app.identifyUser,
      schema: {
        tags,
        params: ZJobIdParams,
        querystring: ZRefreshJobQuery,
        response: { 200: ZJobDetail, ...errors },
      },
    },
    async (request) => {
      const { force } = request.query;
      if (force && !can(request.currentUser, 'job:force-rewrite')) throw new AppError('not_admin');
      return app.jobs.refresh(request.params.id, force, request.language);
    },
  );

  api.delete(
    '/jobs/:id/cache',
    {
      preHandler: app.requireAdmin,
      schema: { tags, params: ZJobIdParams, response: { 200: ZMessageResponse, ...errors } },
    },
    async (request) => {
      await app.jobs.clearCache(request.params.id);
      return { message: CLEARED[request.language] };
    },
  );

  api.get(
    '/jobs/:id/llm-reviews',
    {
      preHandler: app.identifyUser,
      schema: {
        tags,
        params: ZJobIdParams,
        querystring: ZLlmReviewsQuery,
        response: { 200: ZLlmReviewsResponse, ...errors },
      },
    },
    async (request) => {
      const force = request.query.force_refresh;
      if (force && !can(request.currentUser, 'job:force-rewrite')) throw new AppError('not_admin');
      return app.jobs.reviews(request.params.id, request.language, force);
    },
  );
}
