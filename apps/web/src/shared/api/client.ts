import { API_TIMEOUT_MS } from '@irreplaceable/contracts/constants';
import type { TTokenPair } from '@irreplaceable/contracts/auth/token-pair';
import { currentPath, rememberReturnPath } from '../auth/return-path';
import {
  clearSessionTokens,
  readSessionTokens,
  reloadSessionTokens,
  saveRefreshedTokens,
  type TSessionKind,
} from '../auth/session-tokens';
import { currentLanguage, i18n } from '../i18n/i18n';
import { navigateTo } from '../routing/app-navigation';
import { ApiError, apiErrorFromResponse } from './api-error';

export { API_TIMEOUT_MS };
export const API_BASE = '/api';

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type TQueryValue = string | number | boolean | null | undefined;

export type TRequestOptions = {
  method?: TMethod;
  /** Sent as JSON, or as is when it is FormData (uploads). */
  body?: unknown;
  query?: Record<string, TQueryValue>;
  signal?: AbortSignal;
  responseType?: 'json' | 'blob' | 'text';
  /** false for the sign-in calls: no bearer token, and a 401 is an answer, not an expired session. */
  authenticated?: boolean;
  /** Send this access token instead of the stored one (right after a sign-in, before it is stored). */
  accessToken?: string;
  /** Told how much of an upload has gone (0–1); the request then goes by XMLHttpRequest. */
  onUploadProgress?: (fraction: number) => void;
};

/** Spec paths under /api/... (the v2 search calls) are used as written; the rest go under /api. */
function buildUrl(path: string, query: TRequestOptions['query']): string {
  const base = path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

function isAdminRequest(path: string): boolean {
  const apiPath = path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path;
  if (apiPath.startsWith('/admin')) return true;
  return typeof window !== 'undefined' && window.location.pathname.startsWith('/admin');
}

/** How a request reaches the server: fetch in the browser, the server itself when it renders. */
export type TApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: TApiTransport = (url, init) => fetch(url, init);

/** The server's rendering answers the app's calls in-process instead of over the network. */
export function setApiTransport(next: TApiTransport): void {
  transport = next;
}

/** A file the site serves itself (not the API), fetched the same way as the API's answers. */
export const siteFetch: TApiTransport = (url, init) => transport(url, init);

/** Admin calls prefer the admin token and the rest the user token; either is sent if it is all we have. */
function pickBearer(path: string): { kind: TSessionKind; token: string } | null {
  const preferred: TSessionKind = isAdminRequest(path) ? 'admin' : 'user';
  const fallback: TSessionKind = preferred === 'admin' ? 'user' : 'admin';
  for (const kind of [preferred, fallback]) {
    const token = readSessionTokens(kind).accessToken;
    if (token) return { kind, token };
  }
  return null;
}

function buildHeaders(body: unknown, token: string | undefined): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  if (body !== undefined && !(body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

/**
 * fetch cannot report how much of a body has gone, so an upload that wants its progress goes by
 * XMLHttpRequest, answered as the same Response the rest of the client reads.
 */
function sendWithProgress(
  url: string,
  options: TRequestOptions,
  token: string | undefined,
  signal: AbortSignal,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', url);
    xhr.withCredentials = true;
    buildHeaders(options.body, token).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      resolve(
        new Response(xhr.status === 204 ? null : (xhr.response as Blob), {
          status: xhr.status,
          headers,
        }),
      );
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(encodeBody(options.body) as XMLHttpRequestBodyInit | null);
  });
}

/** One fetch with the 180 s timeout; a caller's own abort passes through untouched. */
async function send(url: string, options: TRequestOptions, token?: string): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    if (options.onUploadProgress) {
      return await sendWithProgress(url, options, token, controller.signal);
    }
    return await transport(url, {
      method: options.method ?? 'GET',
      headers: buildHeaders(options.body, token),
      body: encodeBody(options.body),
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const errorType = timedOut ? 'timeout_error' : 'network_error';
    const detail = i18n.t(timedOut ? 'common.errors.timeout' : 'common.errors.network');
    throw new ApiError({ status: 0, detail, errorType });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

const refreshes: Partial<Record<TSessionKind, Promise<string | null>>> = {};

async function refreshTokens(kind: TSessionKind, refreshToken: string): Promise<string | null> {
  try {
    const response = await send(buildUrl('/auth/refresh-token', undefined), {
      method: 'POST',
      body: { refresh_token: refreshToken },
    });
    if (!response.ok) return null;
    const pair = (await response.json()) as TTokenPair;
    if (!pair.access_token || !pair.refresh_token) return null;
    saveRefreshedTokens(kind, pair);
    return pair.access_token;
  } catch {
    return null;
  }
}

/** Serialises refreshes across tabs where the browser can (Web Locks); otherwise per tab only. */
async function withRefreshLock<T>(kind: TSessionKind, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return (await locks.request(`irreplaceable-token-refresh-${kind}`, task)) as T;
}

/**
 * A fresh access token after a 401, or null when the session cannot be saved. Refresh tokens
 * rotate on every use and a reused one revokes the whole session, so all 401s of this tab share
 * one refresh, and a tab first looks whether another tab has already stored newer tokens.
 */
function renewAccessToken(kind: TSessionKind, rejectedToken: string): Promise<string | null> {
  refreshes[kind] ??= withRefreshLock(kind, async () => {
    await reloadSessionTokens(kind);
    const { accessToken, refreshToken } = readSessionTokens(kind);
    if (accessToken && accessToken !== rejectedToken) return accessToken;
    return refreshToken ? refreshTokens(kind, refreshToken) : null;
  }).finally(() => {
    delete refreshes[kind];
  });
  return refreshes[kind];
}

function endSession(kind: TSessionKind): void {
  const hadSession = readSessionTokens(kind).accessToken !== null;
  clearSessionTokens(kind);
  if (!hadSession) return;
  rememberReturnPath(currentPath());
  navigateTo(kind === 'admin' ? '/admin/login' : '/login');
}

async function parseBody<T>(response: Response, responseType: TRequestOptions['responseType']) {
  if (responseType === 'blob') return (await response.blob()) as T;
  const text = await response.text();
  if (responseType === 'text') return text as T;
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/**
 * The one way the web app calls the server: bearer token, Accept-Language, cookies, timeout,
 * a single refresh-and-retry on 401, and typed errors.
 */
export async function apiRequest<T>(path: string, options: TRequestOptions = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  const isAuthenticated = options.authenticated ?? true;
  const bearer = isAuthenticated && !options.accessToken ? pickBearer(path) : null;
  let response = await send(url, options, options.accessToken ?? bearer?.token);

  if (response.status === 401 && bearer) {
    const renewed = await renewAccessToken(bearer.kind, bearer.token);
    if (renewed) response = await send(url, options, renewed);
    if (!renewed || response.status === 401) endSession(bearer.kind);
  }
  if (!response.ok) {
    throw await apiErrorFromResponse(response, i18n.t('common.errors.generic'));
  }
  return parseBody<T>(response, options.responseType);
}

type TBodyOptions = Omit<TRequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Omit<TRequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: TBodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: TBodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown, options?: TBodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: TBodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
