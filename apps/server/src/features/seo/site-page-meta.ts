import type { FastifyInstance } from 'fastify';
import type { PageMetaResolver } from '../../platform/http/page-meta';
import { pageAddresses } from '../../platform/http/page-addresses';
import { webSite } from '../../platform/http/structured-data';
import { isSitePage, SITE_PAGE_TEXTS } from './site-pages';

/** The head of the home page, the boards, about, methodology and terms, in the page's language. */
export function sitePageMeta(app: FastifyInstance): PageMetaResolver {
  const { publicUrl } = app.deps.config;
  return async (path, language) => {
    const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
    if (!isSitePage(page)) return undefined;
    const { title, description } = SITE_PAGE_TEXTS[language][page];
    const addresses = pageAddresses(publicUrl, page);
    return {
      title,
      description,
      language,
      addresses,
      type: 'website',
      ...(page === '/' && {
        structuredData: [webSite(addresses[language], language, description)],
      }),
    };
  };
}
