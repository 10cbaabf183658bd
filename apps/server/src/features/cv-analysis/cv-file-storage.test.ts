import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type Database } from '../../db/client';
import * as schema from '../../db/schema';
import { analysisFiles, privateFileChunks, privateFileRemovals } from '../../db/schema';
import { createLocalFileStore } from '../../platform/files/local-file-store';
import { createLocalPrivateFileStore } from '../../platform/files/local-private-file-store';
import { PRIVATE_FILE_CHUNK_BYTES } from '../../platform/files/postgres-private-file-store';
import { newPrivateKey } from '../../platform/files/private-file-store';
import { createS3FileStore } from '../../platform/files/s3-file-store';
import {
  createS3PrivateFileStore,
  PRIVATE_S3_PREFIX,
} from '../../platform/files/s3-private-file-store';
import { startLocalS3 } from '../../platform/files/testing/local-s3';
import { analysisWhenDone, cvFixture, uploadCv } from '../../test/cv-fixtures';
import { bearer, signIn } from '../../test/factories';
import { signInUser, TINY_PNG } from '../../test/news-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

const CV = cvFixture('backend-lead.pdf');
const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

type Reader = Awaited<ReturnType<typeof signInUser>>;

async function fileRowOf(t: TestApp, analysisId: string) {
  const [row] = await t.database.db
    .select()
    .from(analysisFiles)
    .where(eq(analysisFiles.analysisId, analysisId));
  return row;
}

async function uploaded(t: TestApp, reader: Reader, mode: 'free' | 'credit' = 'free') {
  const started = await uploadCv(t.app, reader.token, CV, { filename: 'backend-lead.pdf', mode });
  expect(started.statusCode, started.body).toBe(200);
  const id = started.json<{ id: string }>().id;
  await analysisWhenDone(t.app, reader.token, id);
  return { id, file: (await fileRowOf(t, id))! };
}

const download = (t: TestApp, token: string | undefined, id: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/cv-analysis/${id}/file`,
    headers: token ? bearer(token) : {},
  });

/**
 * Addresses that might reach a stored CV through the public image route: its key bare or with
 * an image's extension, and the ways a path climbs out of the uploads folder.
 */
function publicTricks(key: string): string[] {
  const out = [
    '..%2Fprivate%2Fcv-files%2F',
    '%2e%2e%2fprivate%2fcv-files%2f',
    '..%5Cprivate%5Ccv-files%5C',
    '..%252Fprivate%252Fcv-files%252F',
    'private%2Fcv-files%2F',
  ];
  return [
    `/uploads/${key}`,
    `/uploads/${key}.png`,
    `/uploads/${key}.pdf`,
    ...out.flatMap((climb) => [`/uploads/${climb}${key}`, `/uploads/${climb}${key}.png`]),
    `/uploads/../private/cv-files/${key}`,
    `/private/cv-files/${key}`,
    `/api/uploads/${key}.png`,
  ];
}

describe('an uploaded CV in the private folder (embedded database)', () => {
  let t: TestApp;
  let dataDir: string;
  let privateDir: string;
  let clock = new Date();

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'irreplaceable-cv-files-'));
    privateDir = path.join(dataDir, 'private', 'cv-files');
    t = await createTestApp('pglite', {
      env: { RATE_LIMIT_MAX: '100000' },
      deps: {
        // The public image store and the private one side by side in one DATA_DIR, as deployed.
        fileStore: createLocalFileStore(path.join(dataDir, 'uploads')),
        privateFiles: createLocalPrivateFileStore(privateDir),
        analysisClock: () => clock,
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the bytes on disk, not in the database, and gives them to their owner only', async () => {
    const [owner, other] = [await signInUser(t.app), await signInUser(t.app)];
    const { id, file } = await uploaded(t, owner);
    expect(file).toMatchObject({
      fileName: 'backend-lead.pdf',
      contentType: 'application/pdf',
      size: CV.length,
      sha256: sha256(CV),
      bytes: null,
    });
    expect(file.storageKey).toMatch(/^cv-[0-9a-f-]{36}$/);
    const onDisk = path.join(privateDir, file.storageKey!);
    expect((await fs.readFile(onDisk)).equals(CV)).toBe(true);
    expect((await fs.stat(onDisk)).mode & 0o777).toBe(0o600);
    const [stored] = await t.database.db
      .select({ inRows: sql<number>`coalesce(sum(octet_length(${analysisFiles.bytes})), 0)::int` })
      .from(analysisFiles);
    expect(stored!.inRows).toBe(0);

    const own = await download(t, owner.token, id);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(CV)).toBe(true);
    expect(own.headers['content-length']).toBe(String(CV.length));
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await download(t, other.token, id)).statusCode).toBe(404);
    expect((await download(t, undefined, id)).statusCode).toBe(401);
  }, 60_000);

  it('is never served by the public uploads route, whatever the key or path', async () => {
    const reader = await signInUser(t.app);
    const { file } = await uploaded(t, reader);
    // The route does serve what is public, so a refusal below is the route refusing.
    await t.app.files.put('0f3a9c1e-aaaa.png', TINY_PNG, 'image/png');
    expect((await t.app.inject({ url: '/uploads/0f3a9c1e-aaaa.png' })).statusCode).toBe(200);
    for (const url of publicTricks(file.storageKey!)) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.rawPayload.includes(CV.subarray(0, 64)), url).toBe(false);
    }
  }, 60_000);

  it('goes from disk when its analysis is deleted, or erased by the sweep', async () => {
    const [deleter, waiter] = [await signInUser(t.app), await signInUser(t.app)];
    const deleted = await uploaded(t, deleter);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cv-analysis/${deleted.id}`,
      headers: bearer(deleter.token),
    });
    expect(removed.statusCode).toBe(200);
    await expect(fs.access(path.join(privateDir, deleted.file.storageKey!))).rejects.toThrow();

    const expiring = await uploaded(t, waiter);
    const now = clock;
    try {
      clock = new Date(now.getTime() + 24 * 3600_000 + 60_000);
      expect(await t.app.personalAnalyses.sweepExpired()).toBeGreaterThanOrEqual(1);
    } finally {
      clock = now;
    }
    await expect(fs.access(path.join(privateDir, expiring.file.storageKey!))).rejects.toThrow();
    expect(await fileRowOf(t, expiring.id)).toBeUndefined();
    expect(await t.database.db.select().from(privateFileRemovals)).toEqual([]);
  }, 60_000);

  it('leaves no file behind for a start that is refused, or that a stopped process left half done', async () => {
    const reader = await signInUser(t.app);
    const first = await uploaded(t, reader);
    // The day's free analysis is used: the file written for this start is removed again.
    const second = await uploadCv(t.app, reader.token, CV, { filename: 'again.pdf' });
    expect(second.json()).toMatchObject({ error_type: 'free_analysis_used' });
    // A file written before its analysis was recorded, by a process that then stopped.
    const orphan = newPrivateKey('cv');
    await t.app.deps.privateFiles.put(orphan, CV, 'application/pdf');
    await t.database.db
      .insert(privateFileRemovals)
      .values({ storageKey: orphan, dueAt: new Date(clock.getTime() - 1000) });
    await t.app.personalAnalyses.sweepExpired();

    const kept = new Set(
      (await t.database.db.select({ key: analysisFiles.storageKey }).from(analysisFiles)).map(
        (row) => row.key,
      ),
    );
    const onDisk = await fs.readdir(privateDir);
    expect(onDisk).toContain(first.file.storageKey);
    expect(onDisk).not.toContain(orphan);
    expect(onDisk.filter((name) => !kept.has(name))).toEqual([]);
    expect(await t.database.db.select().from(privateFileRemovals)).toEqual([]);
  }, 60_000);
});

/** A copy of the migrations as they were before the private file store (0000–0013). */
async function migrationsBeforePrivateFiles(): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'irreplaceable-migrations-'));
  await fs.cp(migrationsFolder(), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 13);
  expect(journal.entries.at(-1)?.tag).toBe('0013_username_key');
  await fs.writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

describe('a CV file kept in its row, as before the private store', () => {
  let t: TestApp;
  let oldMigrations: string;
  const email = 'kept-the-old-way@example.com';
  const analysisId = crypto.randomUUID();

  beforeAll(async () => {
    oldMigrations = await migrationsBeforePrivateFiles();
    const client = new PGlite();
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: oldMigrations });
    // Written as the server did before: the bytes in analysis_files.bytes.
    const [user] = (
      await client.query<{ id: string }>(
        `insert into users (email, username) values ($1, 'kept') returning id`,
        [email],
      )
    ).rows;
    await client.query(
      `insert into personal_analyses
         (id, user_id, kind, mode, language, status, stage, progress, input, error_code)
       values ($1, $2, 'cv', 'credit', 'en', 'failed', 'failed', 100, $3, 'server_error')`,
      [
        analysisId,
        user!.id,
        JSON.stringify({ source: 'upload', fileName: 'old.pdf', fileType: 'pdf', size: CV.length }),
      ],
    );
    await client.query(
      `insert into analysis_files (analysis_id, file_name, content_type, size, bytes)
       values ($1, 'old.pdf', 'application/pdf', $2, $3)`,
      [analysisId, CV.length, CV],
    );
    await migrate(db, { migrationsFolder: migrationsFolder() });
    t = await createTestApp('pglite', {
      env: { RATE_LIMIT_MAX: '100000' },
      database: {
        db: db as unknown as Database,
        kind: 'pglite',
        ping: async () => true,
        close: () => client.close(),
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fs.rm(oldMigrations, { recursive: true, force: true });
  });

  it('is still shown, downloaded and deleted after the migration', async () => {
    const { access_token: token } = await signIn(t.app, email);
    expect(await fileRowOf(t, analysisId)).toMatchObject({ storageKey: null, sha256: null });
    const analysis = await t.app.inject({
      url: `/api/cv-analysis/${analysisId}`,
      headers: bearer(token),
    });
    expect(analysis.json()).toMatchObject({
      input: { file_name: 'old.pdf', file_available: true },
    });
    const own = await download(t, token, analysisId);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(CV)).toBe(true);
    const other = await signInUser(t.app);
    expect((await download(t, other.token, analysisId)).statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cv-analysis/${analysisId}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    expect(await fileRowOf(t, analysisId)).toBeUndefined();
    expect(await t.database.db.select().from(privateFileRemovals)).toEqual([]);
  }, 60_000);
});

describe('an uploaded CV with a bucket configured', () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startLocalS3>>;
  beforeAll(async () => {
    s3 = await startLocalS3();
    t = await createTestApp('pglite', {
      env: { RATE_LIMIT_MAX: '100000', ...s3.env },
      deps: {
        fileStore: createS3FileStore(s3.options),
        privateFiles: createS3PrivateFileStore(s3.options),
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it('is an object under private/, which the uploads route never reaches', async () => {
    const reader = await signInUser(t.app);
    const { id, file } = await uploaded(t, reader);
    expect(file.bytes).toBeNull();
    expect(await s3.objectExists(`${PRIVATE_S3_PREFIX}${file.storageKey}`)).toBe(true);
    expect(await s3.objectExists(file.storageKey!)).toBe(false);
    for (const url of publicTricks(file.storageKey!)) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
    expect((await download(t, reader.token, id)).rawPayload.equals(CV)).toBe(true);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/cv-analysis/${id}`,
      headers: bearer(reader.token),
    });
    expect(await s3.objectExists(`${PRIVATE_S3_PREFIX}${file.storageKey}`)).toBe(false);
  }, 60_000);
});

describe.each(databaseKinds.filter((kind) => kind === 'postgres'))(
  'an uploaded CV on %s without a bucket',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { env: { RATE_LIMIT_MAX: '100000' } });
    }, 60_000);
    afterAll(() => t?.close());

    it('is kept in chunks beside the row, read back whole, and deleted with its analysis', async () => {
      const reader = await signInUser(t.app);
      const { id, file } = await uploaded(t, reader);
      expect(file.bytes).toBeNull();
      const chunks = await t.database.db
        .select({ seq: privateFileChunks.seq })
        .from(privateFileChunks)
        .where(eq(privateFileChunks.storageKey, file.storageKey!));
      expect(chunks.length).toBe(Math.ceil(CV.length / PRIVATE_FILE_CHUNK_BYTES));
      expect((await download(t, reader.token, id)).rawPayload.equals(CV)).toBe(true);
      await t.app.inject({
        method: 'DELETE',
        url: `/api/cv-analysis/${id}`,
        headers: bearer(reader.token),
      });
      const left = await t.database.db
        .select({ seq: privateFileChunks.seq })
        .from(privateFileChunks)
        .where(eq(privateFileChunks.storageKey, file.storageKey!));
      expect(left).toEqual([]);
    }, 60_000);
  },
);
