import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors/app-error';
import { robotsTxt } from './robots-txt';

const XML = 'application/xml; charset=utf-8';
/** New job pages and articles reach crawlers within the hour; robots.txt changes with a deploy. */
const SITEMAP_CACHE = 'public, max-age=3600';
const ROBOTS_CACHE = 'public, max-age=86400';

/** robots.txt and the sitemap, at the site's root where crawlers look for them. */
export async function seoRoutes(app: FastifyInstance) {
  const robots = robotsTxt(app.deps.config.publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', ROBOTS_CACHE).send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', SITEMAP_CACHE)
      .send(await app.sitemaps.root()),
  );

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const name = request.params.file.match(/^(.+)\.xml$/)?.[1];
      const body = name && (await app.sitemaps.file(name));
      if (!body) throw new AppError('not_found');
      return reply.type(XML).header('cache-control', SITEMAP_CACHE).send(body);
    },
  );
}
