/**
 * Storage access that never throws: private browsing modes and full quotas make the Web Storage
 * API throw, and a broken storage must not break the page.
 */
type TStorageKind = 'local' | 'session';

function storageOf(kind: TStorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(kind: TStorageKind, key: string): string | null {
  try {
    return storageOf(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: TStorageKind, key: string, value: string): void {
  try {
    storageOf(kind)?.setItem(key, value);
  } catch {
    // Storage full or blocked: the value simply is not remembered.
  }
}

export function removeStorage(kind: TStorageKind, key: string): void {
  try {
    storageOf(kind)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}
