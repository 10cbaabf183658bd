import { newsReadTags } from '../../platform/cache/news-read-tags';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TListNewsResponse } from '@irreplaceable/contracts/news/list-news';
import type { TNewsDetail } from '@irreplaceable/contracts/news/get-news';
import type { TNewsBundle } from '@irreplaceable/contracts/news/get-news-bundle';
import type { TLikeNewsResponse } from '@irreplaceable/contracts/news/like-news';
import type { TSaveNewsRequest } from '@irreplaceable/contracts/news/admin-save-news';
import { news } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { bearer, signIn } from '../../test/factories';
import {
  createArticle,
  SIMPLE_SVG,
  signInAdmin,
  signInUser,
  uploadedImage,
} from '../../test/news-fixtures';

describe.each(databaseKinds)('the news API (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let webDir: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'irreplaceable-web-'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><title>Irreplaceable</title><meta name="description" content="x" /></head><body></body></html>',
    );
    t = await createTestApp(kind, { deps: { webDistDir: webDir } });
    admin = await signInAdmin(t.app);
    const cover = await uploadedImage(t.app, admin, SIMPLE_SVG);
    const articles: (Partial<TSaveNewsRequest> & { key: string })[] = [
      {
        key: 'nurses',
        title_en: 'Nurses and triage software',
        title_zh: '护士与分诊软件',
        category: 'technology',
      },
      {
        key: 'banks',
        title_en: 'Banks rethink the back office',
        title_zh: '银行重塑后台',
        category: 'business',
      },
      {
        key: 'wages',
        title_en: 'Wages where AI arrives first',
        title_zh: 'AI 先到之处的工资',
        category: 'market',
      },
      {
        key: 'english',
        title_en: 'Only in English',
        title_zh: '',
        summary_zh: '',
        content_zh: '',
        tags_zh: [],
        category: 'market',
      },
      {
        key: 'chinese',
        title_en: '',
        summary_en: '',
        content_en: '',
        tags: [],
        title_zh: '只有中文的文章',
        category: 'business',
      },
    ];
    for (const { key, ...fields } of articles) {
      const article = await createArticle(t.app, admin, {
        ...fields,
        images:
          key === 'nurses'
            ? [{ upload_id: cover.id, caption_en: 'A ward', caption_zh: '病房', is_cover: true }]
            : [],
      });
      ids[key] = article.id;
    }
    const draft = await createArticle(t.app, admin, {
      title_en: 'A draft nobody sees',
      status: 'draft',
    });
    ids.draft = draft.id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const list = async (query: string, language = 'en') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/news/?${query}`,
      headers: { 'accept-language': language },
    });
    expect(response.statusCode).toBe(200);
    return response.json<TListNewsResponse>();
  };

  it('pages published articles newest first, and never shows drafts', async () => {
    const first = await list('page=1&page_size=2');
    expect(first.items.map((item) => item.id)).toEqual([ids.chinese, ids.english]);
    expect(first).toMatchObject({ page: 1, page_size: 2, total: 5, has_more: true });
    const third = await list('page=3&page_size=2');
    expect(third.items.map((item) => item.id)).toEqual([ids.nurses]);
    expect(third.has_more).toBe(false);
    expect((await list('page=4&page_size=2')).items).toEqual([]);
    const all = await list('page=1&page_size=50');
    expect(all.items.map((item) => item.id)).not.toContain(ids.draft);
    expect((await list('')).page_size).toBe(10);
  });

  it('shows every card field, with the cover and the title in the reader’s language', async () => {
    const { items } = await list('page_size=50');
    const nurses = items.find((item) => item.id === ids.nurses)!;
    expect(nurses).toMatchObject({
      title: 'Nurses and triage software',
      title_zh: '护士与分诊软件',
      language: 'en',
      category: 'technology',
      author: 'admin',
      author_verified: true,
      views: 0,
      likes: 0,
      comments: 0,
      tags: ['AI', 'work'],
      tags_zh: ['人工智能', '工作'],
    });
    expect(nurses.reading_time).toBeGreaterThanOrEqual(1);
    expect(nurses.cover_url).toMatch(/^\/uploads\/[0-9a-f-]+\.svg$/);
    expect(nurses.images[0]).toMatchObject({
      caption: 'A ward',
      is_cover: true,
      placeholder: '#1f3b57',
    });
    const zh = await list('page_size=50', 'zh-CN');
    const zhNurses = zh.items.find((item) => item.id === ids.nurses)!;
    expect(zhNurses).toMatchObject({ title: '护士与分诊软件', language: 'zh' });
    expect(zhNurses.images[0]?.caption).toBe('病房');
  });

  it('falls back to the other language both ways', async () => {
    const zh = await list('page_size=50', 'zh');
    expect(zh.items.find((item) => item.id === ids.english)).toMatchObject({
      title: 'Only in English',
      language: 'en',
    });
    const en = await list('page_size=50', 'en');
    expect(en.items.find((item) => item.id === ids.chinese)).toMatchObject({
      title: '只有中文的文章',
      language: 'zh',
    });
  });

  it('sends both tag lists in every language, so a page lacking its own can show the other', async () => {
    const read = async (id: number, language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/news/${id}`,
          headers: { 'accept-language': language },
        })
      ).json<TNewsDetail>();
    for (const language of ['en', 'zh']) {
      expect(await read(ids.english!, language)).toMatchObject({
        tags: ['AI', 'work'],
        tags_zh: [],
      });
      expect(await read(ids.chinese!, language)).toMatchObject({
        tags: [],
        tags_zh: ['人工智能', '工作'],
      });
    }
  });

  it('filters by category chip and by popularity', async () => {
    expect((await list('filter=market')).items.map((item) => item.id).sort()).toEqual(
      [ids.wages, ids.english].sort(),
    );
    expect((await list('filter=technology')).items.map((item) => item.id)).toEqual([ids.nurses]);
    expect((await list('filter=popular')).items).toEqual([]);
    await t.app.db.update(news).set({ views: 1000 }).where(eq(news.id, ids.banks!));
    await t.app.db.update(news).set({ views: 999 }).where(eq(news.id, ids.wages!));
    // Written straight to the database, past the app's writes that invalidate the board.
    await t.app.readCache.invalidate([newsReadTags.board]);
    expect((await list('filter=popular')).items.map((item) => item.id)).toEqual([ids.banks]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/news/?filter=sports' })).statusCode,
    ).toBe(422);
  });

  it('sorts by views', async () => {
    const byViews = await list('sort_by=views&page_size=2');
    expect(byViews.items.map((item) => item.id)).toEqual([ids.banks, ids.wages]);
  });

  it('searches by title in either language, and by category key or name', async () => {
    expect((await list('search=triage')).items.map((item) => item.id)).toEqual([ids.nurses]);
    expect(
      (await list(`search=${encodeURIComponent('银行')}`)).items.map((item) => item.id),
    ).toEqual([ids.banks]);
    expect((await list('search=100%25')).items).toEqual([]);
    const business = await list('search=Business&search_by=category');
    expect(business.items.map((item) => item.id).sort()).toEqual([ids.banks, ids.chinese].sort());
    const market = await list(`search=${encodeURIComponent('市场')}&search_by=category`);
    expect(market.items.map((item) => item.id).sort()).toEqual([ids.wages, ids.english].sort());
    expect((await list('search=sport&search_by=category')).items).toEqual([]);
    const tooLong = await t.app.inject({
      method: 'GET',
      url: `/api/news/?search=${'a'.repeat(31)}`,
    });
    expect(tooLong.statusCode).toBe(422);
  });

  it('shows one article, counts one view per reader a day, and hides drafts and unknown ids', async () => {
    const read = async (id: number, language = 'en', remoteAddress = '10.20.0.1', token = '') =>
      t.app.inject({
        method: 'GET',
        url: `/api/news/${id}`,
        remoteAddress,
        headers: { 'accept-language': language, ...(token && bearer(token)) },
      });
    const first = (await read(ids.nurses!)).json<TNewsDetail>();
    // The same visitor reading again, in another language, adds nothing.
    for (let i = 0; i < 3; i += 1) await read(ids.nurses!, 'zh');
    const again = (await read(ids.nurses!, 'zh')).json<TNewsDetail>();
    expect(again.views).toBe(first.views);
    const other = (await read(ids.nurses!, 'en', '10.20.0.2')).json<TNewsDetail>();
    expect(other.views).toBe(first.views + 1);
    const reader = await signIn(t.app);
    await read(ids.nurses!, 'en', '10.20.0.2', reader.access_token);
    const second = (
      await read(ids.nurses!, 'zh', '10.20.0.3', reader.access_token)
    ).json<TNewsDetail>();
    expect(second.views).toBe(first.views + 2);
    expect(second).toMatchObject({ title: '护士与分诊软件', liked_by_me: false });
    expect((await read(ids.draft!)).statusCode).toBe(404);
    expect((await read(999_999)).statusCode).toBe(404);
    const missing = await read(999_999, 'zh');
    expect(missing.json()).toMatchObject({ error_type: 'not_found', detail: '未找到该资源。' });
  });

  it('bundles images and versioned content pages that answer sanitised HTML with an ETag', async () => {
    const bundle = (
      await t.app.inject({ method: 'GET', url: `/api/news/bundle/${ids.nurses}` })
    ).json<TNewsBundle>();
    expect(bundle.images).toHaveLength(1);
    expect(bundle.content_page_url_en).toMatch(
      new RegExp(`^/api/news/content/${ids.nurses}/en\\?v=[0-9a-f]{16}$`),
    );
    const page = await t.app.inject({ method: 'GET', url: bundle.content_page_url_en });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain('sandbox');
    expect(page.body).toBe('<p>Receptionists now share the desk with software.</p>');
    const again = await t.app.inject({
      method: 'GET',
      url: bundle.content_page_url_en,
      headers: { 'if-none-match': String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const zhBundle = (
      await t.app.inject({ method: 'GET', url: `/api/news/bundle/${ids.english}` })
    ).json<TNewsBundle>();
    const fallback = await t.app.inject({ method: 'GET', url: zhBundle.content_page_url_zh });
    expect(fallback.body).toBe('<p>Receptionists now share the desk with software.</p>');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/news/bundle/${ids.draft}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/news/content/${ids.draft}/en` })).statusCode,
    ).toBe(404);
  });

  it('serves the cover image from the upload store', async () => {
    const { items } = await list(`search=triage`);
    const image = await t.app.inject({ method: 'GET', url: items[0]!.cover_url! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['content-security-policy']).toContain('sandbox');
    expect(image.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/uploads/nope.png' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(404);
  });

  it('lets a signed-in user like an article once, and keeps the count true', async () => {
    const like = (id: number, token: string | undefined, method: 'POST' | 'DELETE' = 'POST') =>
      t.app.inject({ method, url: `/api/news/${id}/like`, headers: token ? bearer(token) : {} });
    expect((await like(ids.wages!, undefined)).statusCode).toBe(401);
    const alice = await signInUser(t.app, 'alice');
    const bob = await signInUser(t.app, 'bob');
    expect((await like(ids.wages!, alice.token)).json<TLikeNewsResponse>()).toEqual({
      news_id: ids.wages,
      liked: true,
      likes: 1,
    });
    expect((await like(ids.wages!, alice.token)).json<TLikeNewsResponse>().likes).toBe(1);
    expect((await like(ids.wages!, bob.token)).json<TLikeNewsResponse>().likes).toBe(2);
    const both = await Promise.all([
      like(ids.wages!, alice.token, 'DELETE'),
      like(ids.wages!, alice.token, 'DELETE'),
    ]);
    expect(both.map((r) => r.json<TLikeNewsResponse>().liked)).toEqual([false, false]);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/news/${ids.wages}`,
      headers: bearer(bob.token),
    });
    expect(detail.json<TNewsDetail>()).toMatchObject({ likes: 1, liked_by_me: true });
    expect((await like(ids.draft!, bob.token)).statusCode).toBe(404);
  });

  it('previews a shared article link with its title, summary and cover', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/news/${ids.nurses}`,
      headers: { 'accept-language': 'zh' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>护士与分诊软件 | 不可替代</title>');
    expect(page.body).toContain(
      '<meta property="og:description" content="当前台开始回答问题，会发生什么。" />',
    );
    expect(page.body).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:3000\/api\/news\/share-images\/[0-9a-f-]+-share\.png" \/>/,
    );
    expect(page.body).toContain('summary_large_image');
    const draft = await t.app.inject({ method: 'GET', url: `/news/${ids.draft}` });
    expect(draft.body).not.toContain('A draft nobody sees');
  });
});
