import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createMemoryFileStore } from './memory-file-store';
import { createS3FileStore } from './s3-file-store';
import { startLocalS3 } from './testing/local-s3';

type StoreUnderTest = { store: FileStore; close: () => Promise<void> };

/** Every store the composition root can choose, each made fresh for the contract below. */
const stores: Record<string, () => Promise<StoreUnderTest>> = {
  local: async () => {
    const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'irreplaceable-files-'));
    return {
      store: createLocalFileStore(path.join(directory, 'uploads')),
      close: () => fs.rm(directory, { recursive: true, force: true }),
    };
  },
  memory: async () => ({ store: createMemoryFileStore(), close: async () => {} }),
  s3: async () => {
    const s3 = await startLocalS3();
    const store = await createS3FileStore(s3.options);
    return {
      store,
      close: async () => {
        store.close();
        await s3.stop();
      },
    };
  },
};

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);

describe.each(Object.keys(stores))('the %s file store', (kind) => {
  let subject: StoreUnderTest;
  beforeAll(async () => {
    subject = await stores[kind]!();
  });
  afterAll(() => subject.close());

  it('gives back the bytes it was given, and nothing for an unknown key', async () => {
    await subject.store.put('0f3a9c1e-aaaa.png', png, 'image/png');
    expect(await subject.store.get('0f3a9c1e-aaaa.png')).toEqual(png);
    expect(await subject.store.get('0f3a9c1e-bbbb.png')).toBeUndefined();
  });

  it('replaces a file written again under the same key', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    await subject.store.put('5d0c2b7e-cccc.svg', Buffer.from('<svg></svg>'), 'image/svg+xml');
    await subject.store.put('5d0c2b7e-cccc.svg', svg, 'image/svg+xml');
    expect((await subject.store.get('5d0c2b7e-cccc.svg'))?.toString()).toBe(svg.toString());
  });

  it('forgets a deleted file, and deleting a missing one is no error', async () => {
    await subject.store.put('7b1e4d2a-dddd.png', png, 'image/png');
    await subject.store.delete('7b1e4d2a-dddd.png');
    expect(await subject.store.get('7b1e4d2a-dddd.png')).toBeUndefined();
    await expect(subject.store.delete('7b1e4d2a-dddd.png')).resolves.toBeUndefined();
  });

  it('refuses keys the server would never make', async () => {
    await expect(subject.store.put('../escape.png', png, 'image/png')).rejects.toThrow();
    await expect(subject.store.put('name.exe', png, 'image/png')).rejects.toThrow();
    expect(await subject.store.get('../../etc/passwd')).toBeUndefined();
  });

  it('is served through the app unless a public address is configured', () => {
    expect(subject.store.urlOf('0f3a9c1e-aaaa.png')).toBe('/uploads/0f3a9c1e-aaaa.png');
  });
});

describe('an S3 store with a public address', () => {
  it('points image URLs at the bucket, not at the app', async () => {
    const store = await createS3FileStore({
      region: 'auto',
      bucket: 'covers',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      publicUrl: 'https://cdn.example.com/covers/',
    });
    expect(store.urlOf('0f3a9c1e-aaaa.png')).toBe(
      'https://cdn.example.com/covers/0f3a9c1e-aaaa.png',
    );
    store.close();
  });
});
