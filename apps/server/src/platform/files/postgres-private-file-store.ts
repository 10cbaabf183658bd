import { Readable } from 'node:stream';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { privateFileChunks } from './private-file-chunks-table';
import { assertPrivateKey, isPrivateKey, type PrivateFileStore } from './private-file-store';

export const PRIVATE_FILE_CHUNK_BYTES = 256 * 1024;

/**
 * Private files in PostgreSQL, for a scaled deployment without a bucket: every instance reads
 * the same files. A file is written as numbered chunks of 256 KB in one transaction, and read
 * back one chunk per query as the stream is consumed, so no instance holds a whole file.
 */
export function createPostgresPrivateFileStore(
  db: Database,
  chunkBytes = PRIVATE_FILE_CHUNK_BYTES,
): PrivateFileStore {
  const ofKey = (key: string) => eq(privateFileChunks.storageKey, key);

  async function* chunks(key: string, total: number) {
    for (let seq = 0; seq < total; seq += 1) {
      const [chunk] = await db
        .select({ bytes: privateFileChunks.bytes })
        .from(privateFileChunks)
        .where(and(ofKey(key), eq(privateFileChunks.seq, seq)));
      // Deleted while being read: the reader gets an error, never a shortened file.
      if (!chunk) throw new Error('Private file removed while it was read');
      yield chunk.bytes;
    }
  }

  return {
    kind: 'postgres',
    async put(key, body) {
      assertPrivateKey(key);
      await db.transaction(async (tx) => {
        await tx.delete(privateFileChunks).where(ofKey(key));
        // An empty file is one empty chunk, so it is still there to be read.
        let seq = 0;
        for (let offset = 0; offset < body.length || seq === 0; offset += chunkBytes) {
          await tx.insert(privateFileChunks).values({
            storageKey: key,
            seq,
            bytes: body.subarray(offset, offset + chunkBytes),
          });
          seq += 1;
        }
      });
    },
    async get(key) {
      if (!isPrivateKey(key)) return undefined;
      const [counted] = await db
        .select({ total: count() })
        .from(privateFileChunks)
        .where(ofKey(key));
      const total = counted?.total ?? 0;
      return total === 0 ? undefined : Readable.from(chunks(key, total), { objectMode: false });
    },
    async delete(key) {
      assertPrivateKey(key);
      await db.delete(privateFileChunks).where(ofKey(key));
    },
  };
}
