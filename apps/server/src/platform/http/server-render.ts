import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@irreplaceable/contracts/constants';

type TApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** The web app's server entry (apps/web/src/entry-server.tsx), as built by `vite build --ssr`. */
interface WebServerEntry {
  isPublicPage(pathname: string): boolean;
  setServerOrigin(origin: string): void;
  setServerArticleSanitizer(sanitize: (html: string) => string): void;
  renderPage(request: {
    url: string;
    language: Language;
    origin: string;
    transport: TApiTransport;
  }): Promise<{ html: string; state: string; modules: string[]; title: string } | undefined>;
}

/** A public page drawn on the server: what goes in #root, in the head and after the page. */
export interface RenderedPage {
  html: string;
  state: string;
  title: string;
  /** The page's own styles, so it paints styled, and the module that starts its code. */
  headTags: string[];
  /** The code the page hydrates with, listed for that module (apps/web/src/boot.ts). */
  bodyTags: string[];
}

export interface ServerRenderer {
  isPublicPage(pathname: string): boolean;
  render(
    request: FastifyRequest,
    url: string,
    language: Language,
  ): Promise<RenderedPage | undefined>;
}

type TManifestChunk = {
  file: string;
  name?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
};
type TManifest = Record<string, TManifestChunk>;

/**
 * The chunk holding a source module: its own entry, or, for a module that other chunks import
 * too, the shared chunk Rollup named after it (`_job-search-….js`).
 */
function chunkKeyOf(manifest: TManifest, module: string): string | undefined {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[^.]+$/, '');
  return Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key]!.name === name);
}

/** Every chunk a chunk imports statically, itself included. */
function closureOf(manifest: TManifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** The built app's entry (index.html) and the module that starts it after the first paint. */
const APP_ENTRY = 'index.html';
const BOOT_ENTRY = 'src/boot.ts';

/** Chunks in the order they can run in: each after the chunks it imports. */
function dependencyOrder(manifest: TManifest, keys: string[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
    order.push(key);
  };
  for (const key of keys) visit(key);
  return order;
}

/**
 * What a page needs: the code it hydrates with, in the order the browser would run it had the
 * entry loaded it (the entry's imports, the entry, then the page's own chunks and what they
 * import besides), and the styles index.html does not already link.
 */
function assetsOf(manifest: TManifest, modules: string[]) {
  const loaded = closureOf(manifest, [APP_ENTRY]);
  const keys = modules.flatMap((module) => chunkKeyOf(manifest, module) ?? []);
  const needed = [...closureOf(manifest, keys)].filter((key) => !loaded.has(key));
  return {
    code: dependencyOrder(manifest, [APP_ENTRY, ...keys]).map((key) => `/${manifest[key]!.file}`),
    styles: [...new Set(needed.flatMap((key) => manifest[key]!.css ?? []))],
  };
}

/** JSON safe inside a `<script>` element: nothing in it can close or open a tag. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The app's reads during a render go to this server in-process (`inject`), as the visitor
 * would have made them: same address and browser, so views are counted once, as before.
 */
function injectTransport(app: FastifyInstance, request: FastifyRequest, language: Language) {
  const transport: TApiTransport = async (url, init) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: {
        ...headers,
        'accept-language': language,
        'user-agent': request.headers['user-agent'] ?? '',
      },
      remoteAddress: request.ip,
      ...(typeof init.body === 'string' && { payload: init.body }),
    });
    const answer = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) answer.set(name, String(value));
    }
    const isEmpty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(isEmpty ? null : response.rawPayload, {
      status: response.statusCode,
      headers: answer,
    });
  };
  return transport;
}

/**
 * Loads the web app's server entry beside its built files (apps/web/dist-server next to
 * apps/web/dist); without it every page is drawn in the browser, as before.
 */
export async function loadServerRenderer(
  app: FastifyInstance,
  distDir: string,
  sanitizeArticleHtml: (html: string) => string,
): Promise<ServerRenderer | undefined> {
  const entryFile = path.join(distDir, '..', 'dist-server', 'entry-server.js');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(entryFile) || !fs.existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as TManifest;
  const boot = manifest[BOOT_ENTRY]?.file;
  if (!boot || !manifest[APP_ENTRY]) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as WebServerEntry;
  const origin = app.deps.config.publicUrl.replace(/\/$/, '');
  entry.setServerOrigin(origin);
  entry.setServerArticleSanitizer(sanitizeArticleHtml);

  return {
    isPublicPage: (pathname) => entry.isPublicPage(pathname),
    async render(request, url, language) {
      const transport = injectTransport(app, request, language);
      const page = await entry.renderPage({ url, language, origin, transport });
      if (!page) return undefined;
      const { code, styles } = assetsOf(manifest, page.modules);
      const headTags = [
        ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        `<script type="module" crossorigin src="/${boot}"></script>`,
      ];
      const list = scriptSafeJson(code);
      const bodyTags = [`<script type="application/json" id="app-code">${list}</script>`];
      return { html: page.html, state: page.state, title: page.title, headTags, bodyTags };
    },
  };
}
