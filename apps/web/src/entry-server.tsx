import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@irreplaceable/contracts/constants';
import { AppProviders } from './app/providers';
import { appRoutes } from './app/routes';
import { publicPageAt } from './app/server/public-pages';
import { setApiTransport, type TApiTransport } from './shared/api/client';
import { scriptSafeJson, type TServerState } from './shared/ssr/server-state';
import { setServerOrigin } from './shared/routing/site-origin';
import { translatorFor } from './app/server/server-i18n';
import type { TTranslationKey } from './shared/i18n/i18n';
import type { TRouteHandle } from './shared/routing/route-handle';

export type { TApiTransport };
export { setServerArticleSanitizer } from './shared/html/sanitize-article-html';
export { setServerOrigin };

/**
 * What the server asks for: an address (path and query), its language, the site's public
 * address and how the app's reads reach the server.
 */
export type TRenderRequest = {
  url: string;
  language: Language;
  origin: string;
  transport: TApiTransport;
};

/** A rendered page: the markup for #root, its data as a script's JSON, and its code's sources. */
export type TRenderedPage = {
  html: string;
  state: string;
  modules: string[];
  title: string;
};

const renderTransport = new AsyncLocalStorage<TApiTransport>();
// Calls made while a page renders go to that page's server, in-process; none are made otherwise.
setApiTransport((url, init) => {
  const transport = renderTransport.getStore();
  if (!transport) return Promise.reject(new Error(`No server to ask for ${url}`));
  return transport(url, init);
});

const handler = createStaticHandler(appRoutes);

export function isPublicPage(pathname: string): boolean {
  return publicPageAt(pathname) !== undefined;
}

/** The page the app's own title would give it (the router's handle), for the document head. */
function pageTitle(
  router: ReturnType<typeof createStaticRouter>,
  translate: (key: TTranslationKey) => string,
) {
  const handle = [...router.state.matches].reverse().find((match) => {
    const candidate = match.route.handle as TRouteHandle | undefined;
    return candidate?.titleKey;
  })?.route.handle as TRouteHandle | undefined;
  const site = translate('app.name');
  // As the browser's tab title reads (use-document-title.ts).
  if (!handle?.titleKey || handle.titleKey === 'pages.home.title') return site;
  return `${translate(handle.titleKey)} · ${site}`;
}

/**
 * Renders a public page to HTML with its data, or answers undefined when the page is not one the
 * server renders (a signed-in page, an unknown id): the browser then draws it as before.
 */
export async function renderPage(request: TRenderRequest): Promise<TRenderedPage | undefined> {
  const address = new URL(request.url, 'http://server.invalid');
  const match = publicPageAt(address.pathname);
  if (!match) return undefined;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });

  return renderTransport.run(request.transport, async () => {
    await match.page.prefetch(queryClient, {
      id: match.id,
      search: address.searchParams,
      language: request.language,
    });
    // A read that failed (an unknown job, a withdrawn article) is the browser's to show.
    const failed = queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error');
    if (failed) return undefined;

    const renderedAt = Date.now();
    const context = await handler.query(new Request(address));
    if (context instanceof Response || context.errors) return undefined;
    const router = createStaticRouter(handler.dataRoutes, context);
    const i18n = await translatorFor(request.language);
    // A part that fails on the server would be left to the browser with inline scripts, which
    // the content security policy refuses: the whole page is then the browser's to draw.
    const failures: unknown[] = [];
    const { prelude } = await prerender(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </I18nextProvider>
      </StrictMode>,
      {
        onError: (error) => void failures.push(error),
        // Every part inline, however large: a part sent apart is put in place by an inline
        // script, which the content security policy refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    if (failures.length > 0) throw new AggregateError(failures, `Rendering ${request.url} failed`);
    const state: TServerState = {
      language: request.language,
      renderedAt,
      origin: request.origin,
      queries: dehydrate(queryClient),
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: null,
      },
    };
    return {
      html: await new Response(prelude).text(),
      state: scriptSafeJson(state),
      modules: match.page.modules,
      title: pageTitle(router, (key) => i18n.t(key)),
    };
  });
}
