import { readStorage, removeStorage, writeStorage } from './safe-storage';

type TPersisted<T> = { savedAt: number; data: T };

/**
 * A query answer kept in localStorage so a reload within `maxAgeMs` shows it at once without a
 * call. TanStack Query's staleTime decides when it is fetched again; this only survives reloads.
 */
export function readPersisted<T>(
  key: string,
  maxAgeMs: number,
  now: number = Date.now(),
): TPersisted<T> | undefined {
  const raw = readStorage('local', key);
  if (!raw) return undefined;
  try {
    const saved = JSON.parse(raw) as Partial<TPersisted<T>>;
    if (typeof saved.savedAt !== 'number' || saved.data === undefined) throw new Error('corrupt');
    if (now - saved.savedAt >= maxAgeMs) {
      removeStorage('local', key);
      return undefined;
    }
    return { savedAt: saved.savedAt, data: saved.data };
  } catch {
    removeStorage('local', key);
    return undefined;
  }
}

export function writePersisted<T>(key: string, data: T, now: number = Date.now()): void {
  writeStorage('local', key, JSON.stringify({ savedAt: now, data } satisfies TPersisted<T>));
}

export function removePersisted(key: string): void {
  removeStorage('local', key);
}

/** Drops expired copies under the given prefixes, so visited pages do not pile up forever. */
export function prunePersisted(prefixes: string[], maxAgeMs: number, now: number = Date.now()) {
  let keys: string[] = [];
  try {
    keys = Object.keys(window.localStorage).filter((key) =>
      prefixes.some((prefix) => key.startsWith(prefix)),
    );
  } catch {
    return;
  }
  for (const key of keys) readPersisted(key, maxAgeMs, now);
}
