import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { createPostgresDatabase } from '../../test/test-app';
import { createPrivateFileStore } from './create-private-file-store';
import { createLocalPrivateFileStore } from './local-private-file-store';
import { createPostgresPrivateFileStore } from './postgres-private-file-store';
import { privateFileChunks } from './private-file-chunks-table';
import { newPrivateKey, sha256Hex, type PrivateFileStore } from './private-file-store';
import { createS3PrivateFileStore, PRIVATE_S3_PREFIX } from './s3-private-file-store';
import { startLocalS3 } from './testing/local-s3';

interface StoreUnderTest {
  store: PrivateFileStore;
  /** Whether the adapter's own storage holds `key` (a file, an object, chunk rows). */
  holds: (key: string) => Promise<boolean>;
  close: () => Promise<void>;
}

/** The chunk store on a migrated database: PGlite in memory, or a scratch PostgreSQL database. */
async function chunkStore(database: DatabaseHandle, drop = async () => {}) {
  const store = createPostgresPrivateFileStore(database.db, 64 * 1024);
  return {
    store,
    database,
    holds: async (key: string) =>
      (
        await database.db
          .select({ seq: privateFileChunks.seq })
          .from(privateFileChunks)
          .where(eq(privateFileChunks.storageKey, key))
      ).length > 0,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** Every private store the composition root can choose, each made fresh for the contract. */
const stores: Record<string, () => Promise<StoreUnderTest>> = {
  local: async () => {
    const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'irreplaceable-private-'));
    const folder = path.join(directory, 'private', 'cv-files');
    return {
      store: createLocalPrivateFileStore(folder),
      holds: (key) =>
        fs.access(path.join(folder, key)).then(
          () => true,
          () => false,
        ),
      close: () => fs.rm(directory, { recursive: true, force: true }),
    };
  },
  s3: async () => {
    const s3 = await startLocalS3();
    const store = createS3PrivateFileStore(s3.options);
    return {
      store,
      holds: (key) => s3.objectExists(`${PRIVATE_S3_PREFIX}${key}`),
      close: async () => {
        store.close();
        await s3.stop();
      },
    };
  },
  'postgres chunks on PGlite': async () => chunkStore(await openDatabase({ dataDir: 'memory://' })),
};
if (process.env.DATABASE_URL_TEST) {
  stores['postgres chunks on PostgreSQL'] = async () => {
    const scratch = await createPostgresDatabase();
    return chunkStore(
      await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' }),
      scratch.drop,
    );
  };
}

async function readAll(stream: Readable | undefined): Promise<Buffer | undefined> {
  if (!stream) return undefined;
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

describe.each(Object.keys(stores))('the %s private file store', (kind) => {
  let subject: StoreUnderTest;
  beforeAll(async () => {
    subject = await stores[kind]!();
  }, 60_000);
  afterAll(() => subject?.close());

  it('gives back, as a stream, exactly the bytes it was given, and nothing for an unknown key', async () => {
    // Larger than several chunks and not a multiple of any.
    const cv = crypto.randomBytes(300 * 1024 + 17);
    const key = newPrivateKey('cv');
    await subject.store.put(key, cv, 'application/pdf');
    const back = await readAll(await subject.store.get(key));
    expect(back?.length).toBe(cv.length);
    expect(await sha256Hex(back!)).toBe(crypto.createHash('sha256').update(cv).digest('hex'));
    expect(await subject.store.get(newPrivateKey('cv'))).toBeUndefined();
  });

  it('keeps an empty file as an empty file', async () => {
    const key = newPrivateKey('cv');
    await subject.store.put(key, Buffer.alloc(0), 'text/plain');
    expect(await readAll(await subject.store.get(key))).toEqual(Buffer.alloc(0));
  });

  it('replaces a file written again under the same key', async () => {
    const key = newPrivateKey('cv');
    await subject.store.put(key, crypto.randomBytes(200 * 1024), 'application/pdf');
    await subject.store.put(key, Buffer.from('second'), 'text/plain');
    expect((await readAll(await subject.store.get(key)))?.toString()).toBe('second');
  });

  it('forgets a deleted file, and deleting a missing one is no error', async () => {
    const key = newPrivateKey('cv');
    await subject.store.put(key, crypto.randomBytes(100 * 1024), 'application/pdf');
    expect(await subject.holds(key)).toBe(true);
    await subject.store.delete(key);
    expect(await subject.holds(key)).toBe(false);
    expect(await subject.store.get(key)).toBeUndefined();
    await expect(subject.store.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys the server would never make', async () => {
    const body = Buffer.from('cv');
    for (const key of [
      '../escape',
      'cv/../../etc',
      `${newPrivateKey('cv')}.pdf`,
      newPrivateKey('cv').toUpperCase(),
      '',
    ]) {
      await expect(subject.store.put(key, body, 'text/plain'), key).rejects.toThrow();
      await expect(subject.store.delete(key), key).rejects.toThrow();
    }
    expect(await subject.store.get('../../etc/passwd')).toBeUndefined();
    expect(await subject.store.get('.')).toBeUndefined();
  });
});

describe('the local private file store', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await fs.mkdtemp(path.join(os.tmpdir(), 'irreplaceable-private-'));
  });
  afterAll(() => fs.rm(directory, { recursive: true, force: true }));

  it('keeps its folder and files to the server user, and leaves no half-written file behind', async () => {
    const folder = path.join(directory, 'private', 'cv-files');
    await fs.mkdir(folder, { recursive: true, mode: 0o755 });
    // A write a stopped process never finished.
    await fs.writeFile(path.join(folder, `${newPrivateKey('cv')}.1a2b3c.tmp`), 'half');
    const store = createLocalPrivateFileStore(folder);
    const key = newPrivateKey('cv');
    await store.put(key, Buffer.from('the CV'), 'text/plain');
    expect((await fs.stat(folder)).mode & 0o777).toBe(0o700);
    expect((await fs.stat(path.join(folder, key))).mode & 0o777).toBe(0o600);
    expect(await fs.readdir(folder)).toEqual([key]);
  });
});

describe('the PostgreSQL private file store', () => {
  let subject: Awaited<ReturnType<typeof chunkStore>>;
  beforeAll(async () => {
    subject = await chunkStore(await openDatabase({ dataDir: 'memory://' }));
  }, 60_000);
  afterAll(() => subject?.close());

  it('writes a file as numbered chunks, and reads it back one chunk at a time', async () => {
    const cv = crypto.randomBytes(3 * 64 * 1024 + 5);
    const key = newPrivateKey('cv');
    await subject.store.put(key, cv, 'application/pdf');
    const rows = await subject.database.db
      .select({ seq: privateFileChunks.seq, bytes: privateFileChunks.bytes })
      .from(privateFileChunks)
      .where(eq(privateFileChunks.storageKey, key))
      .orderBy(privateFileChunks.seq);
    expect(rows.map((row) => [row.seq, row.bytes.length])).toEqual([
      [0, 65536],
      [1, 65536],
      [2, 65536],
      [3, 5],
    ]);
    const parts: number[] = [];
    for await (const part of (await subject.store.get(key))!) parts.push((part as Buffer).length);
    expect(Math.max(...parts)).toBeLessThanOrEqual(64 * 1024);
    expect(parts.reduce((sum, length) => sum + length, 0)).toBe(cv.length);
  });
});

describe('the private file store the configuration chooses', () => {
  const s3 = {
    endpoint: 'http://127.0.0.1:9',
    region: 'auto',
    bucket: 'files',
    accessKeyId: 'id',
    secretAccessKey: 'secret',
    forcePathStyle: true,
    publicUrl: undefined,
  };
  let database: DatabaseHandle;
  let dataDir: string;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'irreplaceable-data-'));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('is the bucket when one is set, PostgreSQL with a database URL, else DATA_DIR/private/cv-files', async () => {
    const withBucket = await createPrivateFileStore(
      { s3, dataDir, databaseUrl: 'postgres://db.example/app' },
      database.db,
    );
    expect(withBucket.kind).toBe('s3');
    withBucket.close?.();
    expect(
      (
        await createPrivateFileStore(
          { s3: undefined, dataDir, databaseUrl: 'postgres://db.example/app' },
          database.db,
        )
      ).kind,
    ).toBe('postgres');
    const embedded = await createPrivateFileStore(
      { s3: undefined, dataDir, databaseUrl: undefined },
      database.db,
    );
    expect(embedded.kind).toBe('local');
    const key = newPrivateKey('cv');
    await embedded.put(key, Buffer.from('the CV'), 'text/plain');
    expect(await fs.readFile(path.join(dataDir, 'private', 'cv-files', key), 'utf8')).toBe(
      'the CV',
    );
    await expect(fs.readdir(path.join(dataDir, 'uploads'))).rejects.toThrow();
  });
});
