import { vi } from 'vitest';

export type TRecordedCall = {
  method: string;
  url: string;
  path: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
};

type THandler = (call: TRecordedCall, signal?: AbortSignal) => Response | Promise<Response>;

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function textResponse(body: string): Response {
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/markdown' } });
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * Replaces global fetch with a table of `'METHOD /path'` handlers (query string ignored) and
 * records every call. Unknown paths answer 404 like the real server.
 */
export function stubFetch(routes: Record<string, THandler | Response>) {
  const calls: TRecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? url;
    const call: TRecordedCall = {
      method,
      url,
      path,
      headers: new Headers(init.headers),
      body: parseBody(init.body),
      credentials: init.credentials,
    };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    if (!route) return jsonResponse(404, { detail: 'Not Found', error_type: 'not_found' });
    return route instanceof Response ? route.clone() : route(call, init.signal ?? undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}
