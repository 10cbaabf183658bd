import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSeoRepository } from './repository';
import { createSitemaps, type Sitemaps } from './sitemaps';

declare module 'fastify' {
  interface FastifyInstance {
    sitemaps: Sitemaps;
  }
}

export const seoServices = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'sitemaps',
      createSitemaps({
        repository: createSeoRepository(app.db),
        publicUrl: app.deps.config.publicUrl,
        urlsPerFile: app.deps.config.sitemapUrlsPerFile,
      }),
    );
  },
  { name: 'seo-services' },
);
