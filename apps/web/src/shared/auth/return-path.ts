import { AUTH } from '@irreplaceable/contracts/constants';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { readStorage, removeStorage, writeStorage } from '../storage/safe-storage';

type TSavedReturnPath = { path: string; expiresAt: number };

/** Pages that must never be returned to after signing in, or the user would loop. */
const SIGN_IN_PATHS = ['/login', '/admin/login', '/auth/'];

/**
 * An in-app path (pathname + search + hash) or null. Rejects absolute and protocol-relative URLs
 * so a crafted return address cannot send a freshly signed-in user to another site.
 */
export function safeInternalPath(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/')) return null;
  if (path.startsWith('//') || path.startsWith('/\\')) return null;
  if (SIGN_IN_PATHS.some((prefix) => path.startsWith(prefix))) return null;
  return path;
}

export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Remembers where to go after signing in, for 30 minutes, in this tab only. */
export function rememberReturnPath(path: string, now: number = Date.now()): void {
  const safePath = safeInternalPath(path);
  if (!safePath) return;
  const saved: TSavedReturnPath = { path: safePath, expiresAt: now + AUTH.returnUrlTtlMs };
  writeStorage('session', STORAGE_KEYS.returnPath, JSON.stringify(saved));
}

export function peekReturnPath(now: number = Date.now()): string | null {
  const raw = readStorage('session', STORAGE_KEYS.returnPath);
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as Partial<TSavedReturnPath>;
    if (typeof saved.expiresAt !== 'number' || saved.expiresAt <= now) return null;
    return safeInternalPath(saved.path);
  } catch {
    return null;
  }
}

/** Reads the remembered path once: it is forgotten as soon as it is used. */
export function takeReturnPath(now: number = Date.now()): string | null {
  const path = peekReturnPath(now);
  removeStorage('session', STORAGE_KEYS.returnPath);
  return path;
}

/**
 * The sign-in page's address, naming the page to come back to: the way back then survives a
 * click made before a server-drawn page has come alive (the browser follows the plain link, and
 * navigation state is lost). The hash stays out, as the server does not know it and the drawn
 * link must be the hydrated one; the state the links pass keeps it.
 */
export function loginAddress(pathname: string, search: string): string {
  return `/login?from=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** The page a login link came from: its navigation state, or the address's `from`. */
export function loginCameFrom(state: unknown, search: string): string | null {
  return (state as { from?: string } | null)?.from ?? new URLSearchParams(search).get('from');
}
