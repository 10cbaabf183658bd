import fs from 'node:fs/promises';
import path from 'node:path';
import { appUploadUrl, assertStorageKey, type FileStore } from './file-store';

/** Files under DATA_DIR/uploads, one file per key; writes go through a temporary file. */
export function createLocalFileStore(directory: string): FileStore {
  let ready: Promise<unknown> | undefined;
  const ensureDirectory = () => (ready ??= fs.mkdir(directory, { recursive: true }));
  return {
    kind: 'local',
    async put(key, body) {
      assertStorageKey(key);
      await ensureDirectory();
      const target = path.join(directory, key);
      const temporary = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, target);
    },
    async get(key) {
      if (!key.match(/^[a-z0-9.-]+$/)) return undefined;
      try {
        return await fs.readFile(path.join(directory, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await fs.rm(path.join(directory, key), { force: true });
    },
    urlOf: appUploadUrl,
  };
}
