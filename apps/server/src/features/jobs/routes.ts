import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from '../../platform/auth/policies';
import { AppError } from '../../platform/errors/app-error';
import {
  ZJobDetail,
  ZJobIdParams,
  type TJobDetail,
  ZListJobsQuery,
  ZListJobsResponse,
  ZLlmReviewsQuery,
  ZLlmReviewsResponse,
  ZRefreshJobQuery,
} from '@irreplaceable/contracts/jobs/job';
import { ZErrorResponse, ZMessageResponse } from '@irreplaceable/contracts/common/error-response';
import {
  cachedRead,
  ENCODED_BY_SEND_READ,
  sendCachedRead,
  sendRead,
} from '../../platform/http/cached-read';
import { earlyCachedRead, earlyRead } from '../../platform/http/early-read';
import { jobPageRead } from './page-body';
import { jobReadTags } from './read-tags';

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

  // The busiest reads: once an address has been validated, its cached read is sent before the
  // steps that would validate it again (see earlyRead).
  const board = earlyCachedRead(app.readCache, jobReadTags.boardKey);
  const page = earlyRead<number>((request, reply, id) => {
    const cached = app.jobs.cachedDetail(id, request.language);
    if (cached === undefined) return false;
    sendRead(request, reply, jobPageRead(cached.page, cached.popularity));
    return true;
  });

  api.get(
    '/jobs/',
    {
      ...ENCODED_BY_SEND_READ,
      ...board.route,
      schema: {
        tags,
        querystring: ZListJobsQuery,
        response: { 200: ZListJobsResponse, ...errors },
      },
    },
    (request, reply) => {
      board.remember(request, request.query);
      return sendCachedRead(request, reply, {
        cache: app.readCache,
        key: jobReadTags.boardKey(request.language, request.query),
        tags: jobReadTags.board,
        schema: ZListJobsResponse,
        load: () => app.jobs.list(request.query, request.language),
      });
    },
  );

  api.get(
    '/jobs/:id',
    {
      ...ENCODED_BY_SEND_READ,
      ...page.route,
      schema: {
        tags,
        params: ZJobIdParams,
        querystring: z.object({ search_popularity: z.string().optional() }),
        response: { 200: ZJobDetail, ...errors },
      },
    },
    // The page is cached below the view count, which changes its popularity on every view. A
    // cached page is sent at once, with no promise made on its way, as sendCachedRead does.
    (request, reply) => {
      const { id } = request.params;
      page.remember(request, id);
      const send = ({ page, popularity }: { page: TJobDetail; popularity: number }) => {
        sendRead(request, reply, jobPageRead(page, popularity));
      };
      const cached = app.jobs.cachedDetail(id, request.language);
      if (cached === undefined) return app.jobs.detail(id, request.language).then(send);
      send(cached);
      return undefined;
    },
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
        // 202 with the page as it stands when a rewrite was queued; 200 when none was due.
        response: { 200: ZJobDetail, 202: ZJobDetail, ...errors },
      },
    },
    async (request, reply) => {
      const { force } = request.query;
      if (force && !can(request.currentUser, 'job:force-rewrite')) throw new AppError('not_admin');
      const page = await app.jobs.refresh(request.params.id, force, request.language);
      return reply.code(page.refresh_pending ? 202 : 200).send(page);
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
      ...ENCODED_BY_SEND_READ,
      preHandler: app.identifyUser,
      schema: {
        tags,
        params: ZJobIdParams,
        querystring: ZLlmReviewsQuery,
        // 202 with the reviews as they stand when an admin's re-review was queued.
        response: { 200: ZLlmReviewsResponse, 202: ZLlmReviewsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const force = request.query.force_refresh;
      if (force && !can(request.currentUser, 'job:force-rewrite')) throw new AppError('not_admin');
      // Queued on the rewrite queue, whose writes invalidate the cached reviews when they land.
      if (force) return reply.code(202).send(await app.jobs.reviews(id, request.language, true));
      return cachedRead(request, reply, {
        cache: app.readCache,
        key: jobReadTags.reviewsKey(id, request.language),
        tags: jobReadTags.reviews(id),
        schema: ZLlmReviewsResponse,
        load: () => app.jobs.reviews(id, request.language, false),
      });
    },
  );
}
