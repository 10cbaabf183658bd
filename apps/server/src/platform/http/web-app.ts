import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { knownLanguage } from '@irreplaceable/contracts/common/known-language';
import type { Language } from '@irreplaceable/contracts/constants';
import { AppError } from '../errors/app-error';
import { errorBody } from '../errors/error-handler';
import { escapeHtml, withPageMeta, type PageMeta, type PageMetaResolver } from './page-meta';
import { loadServerRenderer, type RenderedPage } from './server-render';
import type { CachedRead } from '../cache/read-cache';
import { etagOf, sendRead } from './cached-read';

const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/ws');

/** A shared page's own language (`?lang=zh` or `?lang=en`) wins over the reader's header. */
function pageLanguage(url: string, fallback: Language): Language {
  return knownLanguage(new URLSearchParams(url.split('?')[1] ?? '').get('lang')) ?? fallback;
}

/**
 * What a server-rendered page was read from, for the read cache: its HTML is forgotten with the
 * reads it shows (a job rewritten, an article edited). `viewPath` is the API read that counts a
 * visit, made again when the page comes from the cache.
 */
export type RenderedPageReads = (pathname: string) => {
  tags: string[];
  viewPath?: string;
  /** The query parameters the page shows (a board's search); others never reach the cache. */
  params?: string[];
  /** How long the page may be kept when it shows figures its tags leave out (view counts). */
  maxAgeMs?: number;
  /** Parameters that make the address a search (`/?search=`, a board's `?q=`): not indexed. */
  searchParams?: string[];
};

/** What the server rendering of public pages needs from the features. */
export interface ServerRendering {
  pageReads: RenderedPageReads;
  /** Cleans article HTML where the page has no DOM to do it (the same allow-list). */
  sanitizeArticleHtml: (html: string) => string;
}

/** A rendered page is the same for every visitor, revalidated on each visit. */
const PAGE_FORM = { type: 'text/html; charset=utf-8', cacheControl: 'no-cache' };

/** Thrown through the cache so that a page the server did not render is not kept. */
const NOT_RENDERED = new Error('not rendered on the server');

/** The address's language: English unless `?lang=zh` (each language has its own address). */
const addressLanguage = (url: string): Language => pageLanguage(url, 'en');

/**
 * The address as the page is rendered and cached: its path, the parameters it shows in a fixed
 * order and its language's, so one page is one entry, and made-up parameters cannot fill the
 * cache with copies of it.
 */
function renderedAddress(url: string, language: Language, params: string[]): string {
  const [pathname = '/', query = ''] = url.split('?');
  const given = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const name of [...params].sort()) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  if (language !== 'en') kept.set('lang', language);
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Whether the address names a search, by one of the page's search parameters, with words. */
function isSearchAddress(url: string, searchParams: string[] | undefined): boolean {
  if (!searchParams) return false;
  const given = new URLSearchParams(url.split('?')[1] ?? '');
  return searchParams.some((name) => (given.get(name) ?? '').trim() !== '');
}

const NOINDEX_TAG = '<meta name="robots" content="noindex" />';

/**
 * A page opened with a search: the same drawing, with search engines asked not to index it in
 * its head (read with the page) and its headers. Made once per cached page, so the compressed
 * copies are made once too.
 */
const unindexed = new WeakMap<CachedRead, CachedRead>();
function unindexedPage(page: CachedRead): CachedRead {
  let marked = unindexed.get(page);
  if (!marked) {
    const body = page.body.replace('</head>', () => `  ${NOINDEX_TAG}\n  </head>`);
    marked = { body, etag: etagOf(body) };
    unindexed.set(page, marked);
  }
  return marked;
}

/**
 * The app's code as index.html loads it: a drawn page loads it after its first paint instead
 * (through the module RenderedPage's head names), so these tags are taken out of its head.
 */
const APP_CODE_TAGS = /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;

/** The built index.html with a server-rendered page in it: content, data, language and head. */
function pageDocument(
  indexHtml: string,
  page: RenderedPage,
  language: Language,
  meta: PageMeta | undefined,
): string {
  const withHead = meta
    ? withPageMeta(indexHtml, meta)
    : indexHtml.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  return withHead
    .replace(/<html lang="[^"]*"/, `<html lang="${language === 'zh' ? 'zh-CN' : 'en'}"`)
    .replace(APP_CODE_TAGS, '')
    .replace('</head>', () => `  ${page.headTags.join('\n    ')}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="server-state">${page.state}</script>\n    ${page.bodyTags.join('\n    ')}`,
    );
}

/**
 * Serves the built single-page app: hashed assets cached for a year, and index.html for every
 * other path so client routes work on reload. Unknown API paths always answer JSON.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  resolveMeta: PageMetaResolver[] = [],
  rendering?: ServerRendering,
) {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasWebApp = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasWebApp && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // The build writes .br and .gz copies (apps/web/scripts/precompress.mjs); sent as they are,
      // in their asset's stead. They need no route of their own: each of the ~1,300 routes (GET
      // and HEAD per file) is an object the server holds for its life, about 3 MB for the copies.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  let indexHtml: string | undefined;
  const renderer =
    hasWebApp && distDir && rendering
      ? await loadServerRenderer(app, distDir, rendering.sanitizeArticleHtml)
      : undefined;

  async function metaFor(url: string, language: Language): Promise<PageMeta | undefined> {
    for (const resolve of resolveMeta) {
      const meta = await resolve(url, language).catch(() => undefined);
      if (meta) return meta;
    }
    return undefined;
  }

  /**
   * A public page rendered with its content, kept in the read cache until one of the reads it
   * shows changes; undefined when the browser is to draw it (a page that did not render, such
   * as an unknown job, is not kept: the next visit tries again).
   */
  async function renderedDocument(request: FastifyRequest, pathname: string) {
    if (!renderer || !rendering || !renderer.isPublicPage(pathname)) return undefined;
    const language = addressLanguage(request.url);
    const reads = rendering.pageReads(pathname);
    const address = renderedAddress(request.url, language, reads.params ?? []);
    let isFresh = false;
    const cached = await app.readCache
      .getOrLoad(
        `page:${address}`,
        reads.tags,
        async () => {
          isFresh = true;
          const page = await renderer.render(request, address, language);
          if (!page) throw NOT_RENDERED;
          indexHtml ??= fs.readFileSync(indexFile!, 'utf8');
          const meta = await metaFor(pathname, language);
          const body = pageDocument(indexHtml, page, language, meta);
          return { body, etag: etagOf(body) };
        },
        reads.maxAgeMs,
      )
      .catch((error: unknown) => {
        if (error === NOT_RENDERED) return undefined;
        throw error;
      });
    // The render's own reads counted this visit; a page from the cache counts it here.
    if (cached && !isFresh && reads.viewPath) {
      void app
        .inject({
          url: reads.viewPath,
          remoteAddress: request.ip,
          headers: { 'user-agent': request.headers['user-agent'] ?? '' },
        })
        .catch(() => undefined);
    }
    if (cached && isSearchAddress(request.url, reads.searchParams)) {
      return { page: unindexedPage(cached), isSearch: true };
    }
    return cached && { page: cached, isSearch: false };
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url) || !hasWebApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(errorBody(new AppError('not_found'), request.language));
    }
    if (path.extname(url) && !url.endsWith('.html')) {
      return reply.status(404).send(errorBody(new AppError('not_found'), request.language));
    }
    const rendered = await renderedDocument(request, url).catch((error: unknown) => {
      request.log.error({ err: error }, 'server rendering failed; the browser draws the page');
      return undefined;
    });
    if (rendered) {
      if (rendered.isSearch) reply.header('x-robots-tag', 'noindex');
      // Revalidated on every visit; unchanged content answers 304 (the cache's entry is exact).
      // Sent compressed from the cached entry: pages are not routes, so no route hook compresses.
      return sendRead(request, reply, rendered.page, PAGE_FORM);
    }
    const meta = await metaFor(url, pageLanguage(request.url, request.language));
    if (meta) {
      indexHtml ??= fs.readFileSync(indexFile!, 'utf8');
      // Without `?lang` the reader's Accept-Language picks the language of a page not rendered.
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language')
        .type('text/html')
        .send(withPageMeta(indexHtml, meta));
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
