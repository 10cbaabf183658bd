import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import type { FileStore } from './file-store';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/**
 * Serves stored files at /uploads/{key}. Keys are random and never reused, so a file is cached
 * for a year; an SVG opened on its own may draw but never run anything.
 */
export async function serveUploads(app: FastifyInstance, files: FileStore) {
  app.get<{ Params: { key: string } }>(
    '/uploads/:key',
    { schema: { hide: true } },
    async (request, reply) => {
      const { key } = request.params;
      const contentType = CONTENT_TYPES[key.split('.').pop() ?? ''];
      const body = contentType ? await files.get(key) : undefined;
      if (!contentType || !body) throw new AppError('not_found');
      if (contentType === 'image/svg+xml') {
        reply.header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
      }
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .type(contentType)
        .send(body);
    },
  );
}
