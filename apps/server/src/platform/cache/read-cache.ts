import { LRUCache } from 'lru-cache';

/** A public read as it goes on the wire: the serialised body and its entity tag. */
export interface CachedRead {
  body: string;
  etag: string;
}

/**
 * Public reads (job board, job pages, news, comments) kept ready to send. Each entry carries tags
 * naming what it was read from (`job:12`, `jobs:board`); a write invalidates the tags it changed,
 * on every instance. Two adapters keep one contract (read-cache-contract.test.ts): in-process for
 * the embedded mode and in-process with Redis pub/sub invalidation for several instances.
 */
export interface ReadCache {
  readonly kind: 'in-process' | 'redis';
  /**
   * The cached entry, or `load`'s, which is kept unless one of `tags` was invalidated meanwhile,
   * for `ttlMs` at most when given (shorter than the usual limit).
   */
  getOrLoad<T extends object>(
    key: string,
    tags: string[],
    load: () => Promise<T>,
    ttlMs?: number,
  ): Promise<T>;
  /** The cached entry if there is one, at once: a hit needs no promise. */
  peek<T extends object>(key: string): T | undefined;
  /** Forgets every entry carrying one of `tags`, here and on the other instances. */
  invalidate(tags: string[]): Promise<void>;
  close(): Promise<void>;
}

/** Entries kept per instance; a job page is a few kilobytes, so this stays within tens of MB. */
export const READ_CACHE_ENTRIES = 5_000;
/**
 * A safety net, not the freshness rule (writes invalidate): an entry is read afresh at least this
 * often, so a page that ages past its rewrite date is noticed and a missed message heals.
 */
export const READ_CACHE_TTL_MS = 10 * 60_000;

/**
 * The local store both adapters share. A tag's version rises on each invalidation, and a load that
 * began before the rise is answered but not kept: a read racing a write never caches the old state.
 * Reads of a key that is being loaded wait for that load rather than start their own (a busy page
 * whose entry was just invalidated is loaded once, not once per waiting reader), unless a write
 * came since the load began: they then load afresh, so a read after a write sees it.
 */
export function createLocalReadStore(maxEntries = READ_CACHE_ENTRIES) {
  const entries = new LRUCache<string, object>({ max: maxEntries, ttl: READ_CACHE_TTL_MS });
  const keysByTag = new Map<string, Set<string>>();
  const versions = new Map<string, number>();
  const loading = new Map<string, { tags: string[]; promise: Promise<object> }>();
  const versionOf = (tags: string[]) => tags.map((tag) => versions.get(tag) ?? 0).join(',');

  async function loadAndKeep(
    key: string,
    tags: string[],
    load: () => Promise<object>,
    ttlMs: number | undefined,
  ) {
    const before = versionOf(tags);
    const loaded = await load();
    if (versionOf(tags) === before) {
      entries.set(key, loaded, ttlMs === undefined ? undefined : { ttl: ttlMs });
      for (const tag of tags) {
        const keys = keysByTag.get(tag) ?? new Set<string>();
        keys.add(key);
        keysByTag.set(tag, keys);
      }
    }
    return loaded;
  }

  return {
    peek<T extends object>(key: string): T | undefined {
      return entries.get(key) as T | undefined;
    },
    async getOrLoad<T extends object>(
      key: string,
      tags: string[],
      load: () => Promise<T>,
      ttlMs?: number,
    ) {
      const hit = entries.get(key);
      if (hit) return hit as T;
      // Looked up with no await before it, so a read asking next sees this one's load.
      const underWay = loading.get(key);
      if (underWay) return (await underWay.promise) as T;
      const promise = loadAndKeep(key, tags, load, ttlMs);
      const current = { tags, promise };
      loading.set(key, current);
      try {
        return (await promise) as T;
      } finally {
        if (loading.get(key) === current) loading.delete(key);
      }
    },
    forget(tags: string[]) {
      for (const tag of tags) {
        versions.set(tag, (versions.get(tag) ?? 0) + 1);
        for (const key of keysByTag.get(tag) ?? []) entries.delete(key);
        keysByTag.delete(tag);
      }
      for (const [key, { tags: loadingTags }] of loading) {
        if (loadingTags.some((tag) => tags.includes(tag))) loading.delete(key);
      }
    },
    clear() {
      entries.clear();
      keysByTag.clear();
      loading.clear();
    },
  };
}

/** One process: invalidation is local. */
export function createInProcessReadCache(maxEntries?: number): ReadCache {
  const store = createLocalReadStore(maxEntries);
  return {
    kind: 'in-process',
    getOrLoad: store.getOrLoad,
    peek: store.peek,
    async invalidate(tags) {
      store.forget(tags);
    },
    async close() {
      store.clear();
    },
  };
}
