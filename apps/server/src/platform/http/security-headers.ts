import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import helmet from 'helmet';
import { contentSecurityPolicy } from './security';

/**
 * Helmet's headers, collected once by running its middleware on a stand-in response: none of them
 * depends on the request (the policy uses no nonces), so each answer only copies them.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  let failure: unknown;
  helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy() } })(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => (failure = error),
  );
  if (failure) throw failure;
  return headers;
}

/**
 * What an API answer needs: it is data, never a document, so the document policies (which
 * scripts may run, how the page may be opened or framed) do nothing for it. A compact policy that
 * allows nothing keeps JSON from being rendered as a page if someone opens it, with the headers
 * that still apply to any answer (as in OWASP's REST security guidance). About 600 fewer bytes on
 * every read; the few API routes that answer HTML (an article's sandboxed body) set their own.
 */
function apiHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const keep = [
    'strict-transport-security',
    'x-content-type-options',
    'referrer-policy',
    'cross-origin-resource-policy',
    'x-frame-options',
  ];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...Object.fromEntries(keep.map((name) => [name, documentHeaders[name]!])),
  };
}

const isApiPath = (url: string) => url.startsWith('/api/');

/**
 * Helmet's headers on every document and asset, the compact set on API answers: a function that
 * sets the right set on an answer. Running its middleware (or the Fastify wrapper, which builds a
 * new one for every request) set and checked a dozen headers per request, a measurable share of a
 * cached read's time; here each answer copies ready pairs, and a route may still replace one (a
 * page's own policy). app.ts calls it from its one hook that runs for every request.
 */
export function securityHeaders(): (url: string, reply: FastifyReply) => void {
  const documentHeaders = Object.entries(helmetHeaders());
  const forApi = Object.entries(apiHeaders(Object.fromEntries(documentHeaders)));
  return (url, reply) => {
    const headers = isApiPath(url) ? forApi : documentHeaders;
    for (let i = 0; i < headers.length; i += 1) reply.header(headers[i]![0], headers[i]![1]);
  };
}
