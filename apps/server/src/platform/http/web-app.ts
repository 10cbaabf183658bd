import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { knownLanguage } from '@irreplaceable/contracts/common/known-language';
import type { Language } from '@irreplaceable/contracts/constants';
import { AppError } from '../errors/app-error';
import { errorBody } from '../errors/error-handler';
import { withPageMeta, type PageMetaResolver } from './page-meta';

const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/ws');

/** A shared page's own language (`?lang=zh` or `?lang=en`) wins over the reader's header. */
function pageLanguage(url: string, fallback: Language): Language {
  return knownLanguage(new URLSearchParams(url.split('?')[1] ?? '').get('lang')) ?? fallback;
}

/**
 * Serves the built single-page app: hashed assets cached for a year, and index.html for every
 * other path so client routes work on reload. Unknown API paths always answer JSON.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  resolveMeta: PageMetaResolver[] = [],
) {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasWebApp = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasWebApp && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  let indexHtml: string | undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url) || !hasWebApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(errorBody(new AppError('not_found'), request.language));
    }
    if (path.extname(url) && !url.endsWith('.html')) {
      return reply.status(404).send(errorBody(new AppError('not_found'), request.language));
    }
    for (const resolve of resolveMeta) {
      const language = pageLanguage(request.url, request.language);
      const meta = await resolve(url, language).catch(() => undefined);
      if (meta) {
        indexHtml ??= fs.readFileSync(indexFile!, 'utf8');
        // Without `?lang` the reader's Accept-Language picks the page's language.
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', 'accept-language')
          .type('text/html')
          .send(withPageMeta(indexHtml, meta));
      }
    }
    // No public page answers here (a signed-in area, sign-in, an unknown job or article): the app
    // shell is served for the browser, but search engines are asked not to index it.
    return reply
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex')
      .type('text/html')
      .sendFile('index.html');
  });
}
