import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertPrivateKey, isPrivateKey, type PrivateFileStore } from './private-file-store';

const TEMPORARY = '.tmp';

/**
 * Files in a folder of their own (DATA_DIR/private/cv-files), outside DATA_DIR/uploads that the
 * public route reads: the folder is the server user's alone (0700) and so is each file (0600).
 * A file is written under a temporary name, flushed, then renamed, so a reader or a crash finds
 * the whole file or none.
 */
export function createLocalPrivateFileStore(directory: string): PrivateFileStore {
  let ready: Promise<void> | undefined;
  const prepare = () =>
    (ready ??= (async () => {
      await fs.mkdir(directory, { recursive: true, mode: 0o700 });
      // A folder made earlier with wider rights is closed as well.
      await fs.chmod(directory, 0o700);
      // Half-written files of a process that stopped mid-write; this one has written nothing yet.
      for (const name of await fs.readdir(directory)) {
        if (name.endsWith(TEMPORARY)) await fs.rm(path.join(directory, name), { force: true });
      }
    })());

  return {
    kind: 'local',
    async put(key, body) {
      assertPrivateKey(key);
      await prepare();
      const target = path.join(directory, key);
      const temporary = `${target}.${crypto.randomBytes(6).toString('hex')}${TEMPORARY}`;
      try {
        const handle = await fs.open(temporary, 'wx', 0o600);
        try {
          await handle.writeFile(body);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key): Promise<Readable | undefined> {
      if (!isPrivateKey(key)) return undefined;
      try {
        // Opened first, so a missing file is known before anyone starts answering with it.
        const handle = await fs.open(path.join(directory, key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertPrivateKey(key);
      await fs.rm(path.join(directory, key), { force: true });
    },
  };
}
