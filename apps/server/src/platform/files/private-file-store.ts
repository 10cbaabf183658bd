import crypto from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Files only their owner may read (uploaded CVs), kept apart from the public image store: they
 * have no address of their own and are read back only through a route that checks who asks.
 * Chosen once in the composition root: a private folder under DATA_DIR, private keys in the
 * S3-compatible bucket, or chunks in PostgreSQL.
 */
export interface PrivateFileStore {
  readonly kind: 'local' | 's3' | 'postgres';
  /** Writes the whole file under `key`, replacing an earlier one; no reader sees half a file. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, read in parts as the stream is consumed; undefined when `key` holds none. */
  get(key: string): Promise<Readable | undefined>;
  /** Deleting a file that is not there is no error. */
  delete(key: string): Promise<void>;
  close?(): void;
}

/** What the server makes: a lower-case word, a dash, a random UUID. No dot, no slash. */
const PRIVATE_KEY_PATTERN = /^[a-z]+-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isPrivateKey = (key: string) => PRIVATE_KEY_PATTERN.test(key);

export function assertPrivateKey(key: string): void {
  if (!isPrivateKey(key)) throw new Error('Invalid private file key');
}

/** A fresh key; `purpose` says what the file is (`cv`), to read a folder or a bucket by eye. */
export const newPrivateKey = (purpose: string) => `${purpose}-${crypto.randomUUID()}`;

/**
 * SHA-256 of a file, in hex. Web Crypto hashes on libuv's thread pool, so ten megabytes never
 * hold up the main thread.
 */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  return Buffer.from(await crypto.subtle.digest('SHA-256', bytes)).toString('hex');
}
