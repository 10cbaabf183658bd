import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@irreplaceable/contracts/common/error-response';
import {
  ZCreateCommentRequest,
  ZCreateCommentResponse,
} from '@irreplaceable/contracts/comments/create-comment';
import {
  ZListCommentsParams,
  ZListCommentsQuery,
  ZListCommentsResponse,
} from '@irreplaceable/contracts/comments/list-comments';
import {
  ZGetCommentParams,
  ZGetCommentResponse,
} from '@irreplaceable/contracts/comments/get-comment';
import { AppError } from '../../platform/errors/app-error';
import { cachedRead, ENCODED_BY_SEND_READ } from '../../platform/http/cached-read';
import { newsReadTags } from '../../platform/cache/news-read-tags';

export async function commentsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['comments'];
  const errors = { 404: ZErrorResponse, 422: ZErrorResponse };

  api.get(
    '/comments/:newsId',
    {
      ...ENCODED_BY_SEND_READ,
      schema: {
        tags,
        params: ZListCommentsParams,
        querystring: ZListCommentsQuery,
        response: { 200: ZListCommentsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { newsId } = request.params;
      return cachedRead(request, reply, {
        cache: app.readCache,
        key: newsReadTags.commentsKey(newsId, request.query),
        tags: [newsReadTags.comments(newsId), newsReadTags.everyArticle],
        schema: ZListCommentsResponse,
        load: () => app.comments.list(newsId, request.query),
      });
    },
  );

  api.get(
    '/comments/item/:commentId',
    {
      schema: {
        tags,
        params: ZGetCommentParams,
        response: { 200: ZGetCommentResponse, ...errors },
      },
    },
    async (request) => app.comments.findOne(request.params.commentId),
  );

  api.post(
    '/comments/',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        body: ZCreateCommentRequest,
        response: {
          200: ZCreateCommentResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          429: ZErrorResponse,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      try {
        return await app.comments.create(request.currentUser!, request.body);
      } catch (error) {
        if (error instanceof AppError && error.code === 'comment_cooldown') {
          reply.header('retry-after', String(error.params.seconds));
        }
        throw error;
      }
    },
  );
}
