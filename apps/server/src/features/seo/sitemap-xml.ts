import { HREFLANG, type PageAddresses } from '../../platform/http/page-addresses';

/** One page in the sitemap: listed once per language, each entry naming the other languages. */
export interface SitemapPage {
  addresses: PageAddresses;
  /** When its content last changed; left out when unknown rather than guessed. */
  lastModified?: Date | undefined;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

function urlEntries(page: SitemapPage): string[] {
  const alternates = [
    ...(['en', 'zh'] as const).map((language) => ({
      hreflang: HREFLANG[language],
      href: page.addresses[language],
    })),
    { hreflang: 'x-default', href: page.addresses.en },
  ]
    .map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    )
    .join('');
  const lastmod = page.lastModified ? `<lastmod>${page.lastModified.toISOString()}</lastmod>` : '';
  return (['en', 'zh'] as const).map(
    (language) =>
      `<url><loc>${escapeXml(page.addresses[language])}</loc>${lastmod}${alternates}</url>`,
  );
}

/** A sitemap file (https://www.sitemaps.org/protocol.html) with hreflang alternates. */
export function urlSet(pages: SitemapPage[]): string {
  return (
    `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ` +
    `xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    pages.flatMap(urlEntries).join('\n') +
    '\n</urlset>\n'
  );
}

/** A sitemap index naming each sitemap file of a site too large for one. */
export function sitemapIndex(files: { url: string; lastModified?: Date | undefined }[]): string {
  return (
    `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    files
      .map(
        (file) =>
          `<sitemap><loc>${escapeXml(file.url)}</loc>${
            file.lastModified ? `<lastmod>${file.lastModified.toISOString()}</lastmod>` : ''
          }</sitemap>`,
      )
      .join('\n') +
    '\n</sitemapindex>\n'
  );
}
