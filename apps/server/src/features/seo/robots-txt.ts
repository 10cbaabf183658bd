import { siteBase } from '../../platform/http/page-addresses';

/**
 * Paths crawlers are asked to leave alone: the API and live socket, and the pages that only make
 * sense signed in (account, admin, sign-in and its callback, the development payment page).
 * `$` ends a path, so `/me` is closed without closing `/methodology`.
 */
const PRIVATE_PATHS = [
  '/api/',
  '/api$',
  '/ws',
  '/me/',
  '/me$',
  '/admin/',
  '/admin$',
  '/login',
  '/auth/',
  '/dev/',
];

/**
 * Under the closed API, what shared links and articles' structured data point at: the articles'
 * preview images, which link cards (Twitterbot honours robots.txt) and image search fetch. The
 * longer rule wins, so these stay open.
 */
const OPEN_UNDER_PRIVATE = ['/api/news/share-images/'];

/** robots.txt (RFC 9309): everything public is open, the private paths closed, the sitemap named. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...OPEN_UNDER_PRIVATE.map((path) => `Allow: ${path}`),
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteBase(publicUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}
