import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNewsDetail } from '@irreplaceable/contracts/news/get-news';
import { loadConfig } from '../../config';
import { createFileStore } from '../../platform/files/create-file-store';
import { startLocalS3 } from '../../platform/files/testing/local-s3';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createArticle,
  signInAdmin,
  SIMPLE_SVG,
  TINY_PNG,
  uploadedImage,
} from '../../test/news-fixtures';

describe('news images in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startLocalS3>>;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    s3 = await startLocalS3();
    // The store comes from the configuration, as the composition root makes it.
    const files = await createFileStore(loadConfig({ ...s3.env, DATA_DIR: 'memory://' }));
    expect(files.kind).toBe('s3');
    t = await createTestApp('pglite', { env: s3.env, deps: { fileStore: files } });
    admin = await signInAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
    await s3.stop();
  });

  it('stores an admin upload in the bucket and serves it back through the app', async () => {
    const upload = await uploadedImage(t.app, admin, TINY_PNG);
    const key = upload.url.replace('/uploads/', '');
    expect(await s3.objectExists(key)).toBe(true);
    expect(await s3.objectExists(key.replace('.png', '.jpg'))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: upload.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('publishes an article whose cover and share image live in the bucket', async () => {
    const cover = await uploadedImage(t.app, admin, SIMPLE_SVG);
    const article = await createArticle(t.app, admin, {
      images: [{ upload_id: cover.id, caption_en: 'A', caption_zh: '甲', is_cover: true }],
    });
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/news/${article.id}` })
    ).json<TNewsDetail>();
    expect(detail.cover_url).toBe(cover.url);
    const drawing = await t.app.inject({ method: 'GET', url: cover.url });
    expect(drawing.headers['content-type']).toBe('image/svg+xml');
    expect(drawing.body).toContain('#1f3b57');

    const pngKey = cover.url.replace('/uploads/', '').replace('.svg', '-share.png');
    const share = await t.app.inject({ method: 'GET', url: `/api/news/share-images/${pngKey}` });
    expect(share.headers['content-type']).toBe('image/png');
    expect(await s3.objectExists(pngKey)).toBe(true);
  });
});

describe('an S3 bucket with a public address', () => {
  it('gives images the bucket address instead of the app route', async () => {
    const s3 = await startLocalS3();
    const env = { ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.com/news' };
    const files = await createFileStore(loadConfig({ ...env, DATA_DIR: 'memory://' }));
    const t = await createTestApp('pglite', { env, deps: { fileStore: files } });
    try {
      const admin = await signInAdmin(t.app);
      const upload = await uploadedImage(t.app, admin, TINY_PNG);
      expect(upload.url).toMatch(/^https:\/\/cdn\.example\.com\/news\/[0-9a-f-]+\.png$/);
      const article = await createArticle(t.app, admin, {
        images: [{ upload_id: upload.id, caption_en: '', caption_zh: '', is_cover: true }],
      });
      const detail = (
        await t.app.inject({ method: 'GET', url: `/api/news/${article.id}` })
      ).json<TNewsDetail>();
      expect(detail.cover_url).toBe(upload.url);
      expect(detail.images[0]?.url).toBe(upload.url);
    } finally {
      await t.close();
      await s3.stop();
    }
  });
});
