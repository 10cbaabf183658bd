import { appUploadUrl, assertStorageKey, type FileStore } from './file-store';

/** Keeps files in memory: for tests and throwaway instances. */
export function createMemoryFileStore(): FileStore & { size(): number } {
  const files = new Map<string, Buffer>();
  return {
    kind: 'memory',
    async put(key, body) {
      assertStorageKey(key);
      files.set(key, Buffer.from(body));
    },
    async get(key) {
      return files.get(key);
    },
    async delete(key) {
      files.delete(key);
    },
    urlOf: appUploadUrl,
    size: () => files.size,
  };
}
