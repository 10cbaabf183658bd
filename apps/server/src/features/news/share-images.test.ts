import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArticle, signInAdmin, TINY_PNG, uploadedImage } from '../../test/news-fixtures';
import { createMemoryFileStore } from '../../platform/files/memory-file-store';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A square drawing: sharing it at 1.91:1 must crop it, not squash it. */
const SQUARE_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#1f3b57"/><circle cx="200" cy="200" r="40" fill="#f2c14e"/></svg>',
);

/** The meta tags of a server-rendered page, by property or name. */
function metaTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags[match[1]!] = match[2]!;
  }
  return tags;
}

/** The colour of the first pixel of the first row: filters leave it as it is in every mode. */
function firstPixel(png: Buffer): number[] {
  const chunks: Buffer[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    if (png.toString('latin1', offset + 4, offset + 8) === 'IDAT') {
      chunks.push(png.subarray(offset + 8, offset + 8 + length));
    }
    offset += 12 + length;
  }
  return [...zlib.inflateSync(Buffer.concat(chunks)).subarray(1, 5)];
}

describe('share images for social previews', () => {
  let t: TestApp;
  let admin: string;
  let webDir: string;
  const files = createMemoryFileStore();

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'irreplaceable-web-'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><title>Irreplaceable</title></head><body></body></html>',
    );
    t = await createTestApp('pglite', { deps: { webDistDir: webDir, fileStore: files } });
    admin = await signInAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  async function articleWithCover(cover: Buffer) {
    const upload = await uploadedImage(t.app, admin, cover);
    const article = await createArticle(t.app, admin, {
      images: [{ upload_id: upload.id, caption_en: '', caption_zh: '', is_cover: true }],
    });
    const page = await t.app.inject({ method: 'GET', url: `/news/${article.id}` });
    return { upload, meta: metaTags(page.body) };
  }

  it('shares a drawn cover as a 1200x630 PNG, rendered once and cached for good', async () => {
    const { meta } = await articleWithCover(SQUARE_SVG);
    expect(meta).toMatchObject({
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
    });
    expect(meta['twitter:image']).toBe(meta['og:image']);
    const url = new URL(meta['og:image']!);
    expect(url.origin).toBe('http://localhost:3000');

    const storedBefore = files.size();
    const image = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    const png = image.rawPayload;
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    // Cropped to fill: the corner is the background, not an empty band.
    expect(firstPixel(png)).toEqual([0x1f, 0x3b, 0x57, 0xff]);
    expect(files.size()).toBe(storedBefore + 1);

    const again = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(again.rawPayload.equals(png)).toBe(true);
    expect(files.size()).toBe(storedBefore + 1);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: url.pathname,
      headers: { 'if-none-match': image.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('shares a raster cover as it is, with its own size and type', async () => {
    const { upload, meta } = await articleWithCover(TINY_PNG);
    expect(meta).toMatchObject({
      'og:image': `http://localhost:3000${upload.url}`,
      'og:image:type': 'image/png',
      'og:image:width': '2',
      'og:image:height': '1',
    });
  });

  it('renders nothing that is not a stored drawing', async () => {
    for (const key of [
      '0f3a9c1e-0000-4000-8000-000000000000-share.png',
      'passwd',
      '..-share.png',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/news/share-images/${key}` });
      expect(response.statusCode).toBe(404);
    }
  });
});
