import { readServerState } from '../ssr/server-state';

let serverOrigin = '';

/** The server gives its public address once, for the links it renders (a share button's). */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin.replace(/\/$/, '');
}

/**
 * The site's own address for absolute links: the one the page was rendered with, so the
 * browser's first render matches the server's, else the browser's.
 */
export function siteOrigin(): string {
  if (typeof window === 'undefined') return serverOrigin;
  return readServerState()?.origin ?? window.location.origin;
}
