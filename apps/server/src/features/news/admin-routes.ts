import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { NEWS } from '@irreplaceable/contracts/constants';
import { ZErrorResponse } from '@irreplaceable/contracts/common/error-response';
import { ZNewsIdParams } from '@irreplaceable/contracts/news/news-item';
import { ZAdminNewsArticle } from '@irreplaceable/contracts/news/admin-news-article';
import {
  ZAdminListNewsQuery,
  ZAdminListNewsResponse,
} from '@irreplaceable/contracts/news/admin-list-news';
import { ZSaveNewsRequest } from '@irreplaceable/contracts/news/admin-save-news';
import { ZDeleteNewsResponse } from '@irreplaceable/contracts/news/admin-delete-news';
import {
  UPLOAD_FIELD_NAME,
  ZUploadImageResponse,
} from '@irreplaceable/contracts/news/admin-upload-image';
import { AppError } from '../../platform/errors/app-error';

/** News management (/api/admin/news...): every route is for administrators only. */
export async function adminNewsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Multipart is accepted in this scope only, one file at a time, never larger than the limit.
  await app.register(multipart, {
    limits: { fileSize: NEWS.imageMaxBytes, files: 1, fields: 4, parts: 5 },
  });
  // Checked on request, before any body is read or validated: outsiders learn nothing more.
  app.addHook('onRequest', app.requireAdmin);
  const tags = ['admin'];
  const errors = {
    401: ZErrorResponse,
    403: ZErrorResponse,
    404: ZErrorResponse,
    422: ZErrorResponse,
  };
  const article = { 200: ZAdminNewsArticle, ...errors };

  api.get(
    '/admin/news',
    {
      schema: {
        tags,
        querystring: ZAdminListNewsQuery,
        response: { 200: ZAdminListNewsResponse, ...errors },
      },
    },
    async (request) => app.newsAdmin.list(request.query),
  );

  api.post(
    '/admin/news',
    { schema: { tags, body: ZSaveNewsRequest, response: article } },
    async (request) => app.newsAdmin.create(request.body, request.currentUser!.id),
  );

  api.get(
    '/admin/news/:id',
    { schema: { tags, params: ZNewsIdParams, response: article } },
    async (request) => app.newsAdmin.get(request.params.id),
  );

  api.put(
    '/admin/news/:id',
    { schema: { tags, params: ZNewsIdParams, body: ZSaveNewsRequest, response: article } },
    async (request) => app.newsAdmin.update(request.params.id, request.body),
  );

  api.post(
    '/admin/news/:id/publish',
    { schema: { tags, params: ZNewsIdParams, response: article } },
    async (request) => app.newsAdmin.setStatus(request.params.id, 'published'),
  );

  api.post(
    '/admin/news/:id/unpublish',
    { schema: { tags, params: ZNewsIdParams, response: article } },
    async (request) => app.newsAdmin.setStatus(request.params.id, 'draft'),
  );

  api.delete(
    '/admin/news/:id',
    { schema: { tags, params: ZNewsIdParams, response: { 200: ZDeleteNewsResponse, ...errors } } },
    async (request) => app.newsAdmin.remove(request.params.id),
  );

  api.post(
    '/admin/news/images',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: {
          200: ZUploadImageResponse,
          413: ZErrorResponse,
          415: ZErrorResponse,
          ...errors,
        },
      },
    },
    async (request) => {
      const file = await request.file();
      if (!file || file.fieldname !== UPLOAD_FIELD_NAME) {
        throw new AppError('validation_error', { field: UPLOAD_FIELD_NAME });
      }
      return app.newsImages.store(await file.toBuffer(), request.currentUser!.id);
    },
  );
}
