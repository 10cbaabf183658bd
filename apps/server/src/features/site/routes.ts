import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZSiteContactResponse } from '@irreplaceable/contracts/site/get-contact';

/** Facts about this installation that public pages show, all from the configuration. */
export async function siteRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/site/contact',
      { schema: { tags: ['site'], response: { 200: ZSiteContactResponse } } },
      async (_request, reply) => {
        // Changes only with a restart; an hour's caching spares a request per about-page visit.
        reply.header('cache-control', 'public, max-age=3600');
        return { email: app.deps.config.contactEmail };
      },
    );
}
