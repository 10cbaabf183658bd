import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@irreplaceable/contracts/common/error-response';
import { ZListNewsQuery, ZListNewsResponse } from '@irreplaceable/contracts/news/list-news';
import { ZNewsDetail } from '@irreplaceable/contracts/news/get-news';
import { ZNewsBundle, ZNewsContentParams } from '@irreplaceable/contracts/news/get-news-bundle';
import { ZLikeNewsResponse } from '@irreplaceable/contracts/news/like-news';
import { ZNewsIdParams } from '@irreplaceable/contracts/news/news-item';
import { AppError } from '../../platform/errors/app-error';
import { SHARE_IMAGE } from './share-images';
import { cachedRead, ENCODED_BY_SEND_READ, sendCachedRead } from '../../platform/http/cached-read';
import { newsReadTags } from '../../platform/cache/news-read-tags';
import { earlyCachedRead } from '../../platform/http/early-read';

/** What a content page may do if it is ever opened on its own: show text and images, nothing else. */
const CONTENT_PAGE_CSP =
  "default-src 'none'; img-src 'self' https: data:; style-src 'unsafe-inline'; sandbox";
const writeLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * Who reads an article, for counting views: the user when signed in, else a keyed hash of the
 * address and browser, so the address itself is never stored.
 */
function viewerKey(app: FastifyInstance, request: FastifyRequest): string {
  if (request.currentUser) return `user:${request.currentUser.id}`;
  const visitor = `${request.ip}|${request.headers['user-agent'] ?? ''}`;
  const hash = crypto
    .createHmac('sha256', app.deps.signingSecret)
    .update(visitor)
    .digest('base64url');
  return `visitor:${hash}`;
}

export async function newsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['news'];
  const errors = { 401: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };

  // Sent before validation once its address has been validated (see earlyRead).
  const board = earlyCachedRead(app.readCache, newsReadTags.boardKey);
  api.get(
    '/news/',
    {
      ...ENCODED_BY_SEND_READ,
      ...board.route,
      schema: {
        tags,
        querystring: ZListNewsQuery,
        response: { 200: ZListNewsResponse, ...errors },
      },
    },
    (request, reply) => {
      board.remember(request, request.query);
      return sendCachedRead(request, reply, {
        cache: app.readCache,
        key: newsReadTags.boardKey(request.language, request.query),
        tags: [newsReadTags.board, newsReadTags.views],
        schema: ZListNewsResponse,
        load: () => app.news.list(request.query, request.language),
      });
    },
  );

  api.get(
    '/news/:id',
    {
      onRequest: app.identifyUser,
      schema: {
        tags,
        params: ZNewsIdParams,
        querystring: z.object({ views: z.string().optional() }),
        response: { 200: ZNewsDetail, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const viewer = viewerKey(app, request);
      const userId = request.currentUser?.id;
      // A signed-in reader's answer says whether they like it, so only visitors share one body.
      if (userId) return app.news.detail(id, request.language, userId, viewer);
      if (!(await app.news.countView(id, viewer))) throw new AppError('not_found');
      return cachedRead(request, reply, {
        cache: app.readCache,
        key: newsReadTags.articleKey(id, request.language),
        tags: [newsReadTags.article(id), newsReadTags.articleViews(id), newsReadTags.everyArticle],
        schema: ZNewsDetail,
        load: () => app.news.article(id, request.language),
      });
    },
  );

  api.get(
    '/news/bundle/:id',
    { schema: { tags, params: ZNewsIdParams, response: { 200: ZNewsBundle, ...errors } } },
    async (request) => app.news.bundle(request.params.id, request.language),
  );

  api.get(
    '/news/content/:id/:lang',
    {
      schema: {
        tags,
        params: ZNewsContentParams,
        querystring: z.object({ v: z.string().max(64).optional() }),
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const { html, etag } = await app.news.content(request.params.id, request.params.lang);
      reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=300')
        .header('content-security-policy', CONTENT_PAGE_CSP);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  api.get(
    '/news/share-images/:key',
    {
      schema: {
        tags,
        // Keys are `{uuid}-share.png`; anything else names no image and must not reach a header.
        params: z.object({
          key: z
            .string()
            .max(96)
            .regex(/^[a-z0-9.-]+$/),
        }),
        produces: ['image/png'],
      },
    },
    async (request, reply) => {
      // A key names one drawing forever, so its rendition never changes either.
      const etag = `"${request.params.key}"`;
      reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const png = await app.newsShareImages.png(request.params.key);
      if (!png) throw new AppError('not_found');
      return reply.type(SHARE_IMAGE.contentType).send(png);
    },
  );

  for (const method of ['post', 'delete'] as const) {
    api[method](
      '/news/:id/like',
      {
        onRequest: app.requireUser,
        config: writeLimit,
        schema: { tags, params: ZNewsIdParams, response: { 200: ZLikeNewsResponse, ...errors } },
      },
      async (request) =>
        app.news.setLike(request.params.id, request.currentUser!.id, method === 'post'),
    );
  }
}
