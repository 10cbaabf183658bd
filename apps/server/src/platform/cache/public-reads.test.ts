import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TListJobsResponse, TJobDetail } from '@irreplaceable/contracts/jobs/job';
import type { TListNewsResponse } from '@irreplaceable/contracts/news/list-news';
import type { TNewsDetail } from '@irreplaceable/contracts/news/get-news';
import type { TListCommentsResponse } from '@irreplaceable/contracts/comments/list-comments';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { bearer } from '../../test/factories';
import { articleBody, createArticle, signInAdmin, signInUser } from '../../test/news-fixtures';
import { searchAndWait } from '../../test/jobs-fixtures';
import { PUBLIC_READ_CACHE_CONTROL } from '../http/cached-read';

describe.each(databaseKinds)('public reads from the cache (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signInAdmin(t.app);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const newsBoard = async () =>
    (await get('/api/news/?page=1&page_size=50')).json<TListNewsResponse>();
  const itemOnBoard = async (id: number) =>
    (await newsBoard()).items.find((item) => item.id === id);

  it('tags every public read with an ETag, and answers 304 while the body is unchanged', async () => {
    const article = await createArticle(t.app, admin);
    await searchAndWait(t.app, 'Pharmacist');
    const board = (await get('/api/jobs/?page=1&page_size=10')).json<TListJobsResponse>();
    const urls = [
      '/api/jobs/?page=1&page_size=10',
      `/api/jobs/${board.items[0]!.id}/llm-reviews`,
      '/api/news/?page=1',
      `/api/news/${article.id}`,
      `/api/comments/${article.id}`,
    ];
    for (const url of urls) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe(PUBLIC_READ_CACHE_CONTROL);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect((await get(url, { 'if-none-match': '"other"' })).statusCode, url).toBe(200);
    }
  });

  it("keeps a read per language, and a job page's ETag follows its popularity", async () => {
    await searchAndWait(t.app, 'Pharmacist');
    const url = '/api/jobs/?page=1&page_size=10';
    const read = async (language: string) => get(url, { 'accept-language': language });
    const [en, zh] = [await read('en'), await read('zh-CN,zh;q=0.9')];
    expect(zh.body).not.toBe(en.body);
    expect(zh.headers.etag).not.toBe(en.headers.etag);
    expect((await read('zh')).headers.etag).toBe(zh.headers.etag);
    expect((await read('en-GB')).headers.etag).toBe(en.headers.etag);

    const id = en.json<TListJobsResponse>().items[0]!.id;
    const views = [await get(`/api/jobs/${id}`), await get(`/api/jobs/${id}`)];
    const [before, after] = views.map((view) => view.json<TJobDetail>());
    expect(after!.search_popularity).toBe(before!.search_popularity + 1);
    expect(views[1]!.headers.etag).not.toBe(views[0]!.headers.etag);
    expect(String(views[1]!.headers.etag)).toMatch(/^"[\w-]+"$/);
    // The previous view's tag names a body no longer current: the page is sent again.
    const again = await get(`/api/jobs/${id}`, { 'if-none-match': String(views[1]!.headers.etag) });
    expect(again.statusCode).toBe(200);
    expect(Number(again.headers['content-length'])).toBe(again.rawPayload.length);
    expect(again.json<TJobDetail>().search_popularity).toBe(after!.search_popularity + 1);
  });

  it('sends a public read compressed in the encoding the reader prefers, the same body in each', async () => {
    for (const title of ['Librarian', 'Geologist', 'Welder']) await searchAndWait(t.app, title);
    const board = (await get('/api/jobs/?page=1&page_size=10')).json<TListJobsResponse>();
    const decoders: Record<string, (body: Buffer) => Buffer> = {
      br: zlib.brotliDecompressSync,
      gzip: zlib.gunzipSync,
      deflate: zlib.inflateSync,
    };
    // A job page is gzipped around its live popularity, so it offers gzip alone.
    const urls: [string, string][] = [
      ['/api/jobs/?page=1&page_size=10', 'br'],
      [`/api/jobs/${board.items[0]!.id}`, 'gzip'],
    ];
    for (const [url, preferred] of urls) {
      const plain = await get(url);
      expect(plain.body.length, url).toBeGreaterThan(1024);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      // A job page's popularity rises with each view; the rest of it stays the same.
      const withoutPopularity = (body: string) => ({ ...JSON.parse(body), search_popularity: 0 });
      const cases = [
        ['gzip, deflate, br', preferred],
        ['gzip;q=1, br;q=0.5', 'gzip'],
        ['x-gzip', 'gzip'],
        ['*', 'gzip'],
        // Readers that take no gzip still get the encodings they name.
        ['br', 'br'],
        ['deflate', 'deflate'],
        ['identity', undefined],
      ];
      for (const [accept, encoding] of cases) {
        for (let i = 0; i < 2; i += 1) {
          const sent = await get(url, { 'accept-encoding': accept! });
          expect(sent.headers['content-encoding'], `${url} ${accept}`).toBe(encoding);
          expect(sent.headers.vary, url).toMatch(/accept-encoding/i);
          const decoded = encoding ? decoders[encoding]!(sent.rawPayload).toString() : sent.body;
          expect(withoutPopularity(decoded), url).toEqual(withoutPopularity(plain.body));
        }
      }
    }
    const small = await get('/api/comments/999999999', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('keeps a cached job page when its views are stored, and shows the stored figure', async () => {
    await searchAndWait(t.app, 'Locksmith');
    const board = (await get('/api/jobs/?page=1&page_size=10')).json<TListJobsResponse>();
    const id = board.items[0]!.id;
    const first = (await get(`/api/jobs/${id}`)).json<TJobDetail>();
    const cached = t.app.readCache.peek(`job:${id}:en`);
    expect(cached).toBeDefined();
    await t.app.jobs.storeViews();
    const second = (await get(`/api/jobs/${id}`)).json<TJobDetail>();
    expect(second.search_popularity).toBe(first.search_popularity + 1);
    expect(t.app.readCache.peek(`job:${id}:en`)).toBe(cached);
    await t.app.jobs.storeViews();
    expect((await get(`/api/jobs/${id}`)).json<TJobDetail>().search_popularity).toBe(
      first.search_popularity + 2,
    );
  });

  it('shows a new job page on the board and every view in its popularity at once', async () => {
    const before = (await get('/api/jobs/?page=1&page_size=50')).json<TListJobsResponse>();
    const { task } = await searchAndWait(t.app, 'Veterinary Technician');
    const after = (await get('/api/jobs/?page=1&page_size=50')).json<TListJobsResponse>();
    expect(after.total).toBe(before.total + 1);
    const id = after.items.find((item) => !before.items.some((old) => old.id === item.id))!.id;
    expect(task.status).toBe('completed');
    const first = (await get(`/api/jobs/${id}`)).json<TJobDetail>();
    const second = (await get(`/api/jobs/${id}`)).json<TJobDetail>();
    expect(second.search_popularity).toBe(first.search_popularity + 1);
    // Views are stored together, every second; the board shows them once stored.
    await t.app.jobs.storeViews();
    expect((await get(`/api/jobs/${id}`)).json<TJobDetail>().search_popularity).toBe(
      second.search_popularity + 1,
    );
    await t.app.jobs.storeViews();
    const listed = (await get('/api/jobs/?page=1&page_size=50')).json<TListJobsResponse>();
    expect(listed.items.find((item) => item.id === id)?.search_popularity).toBe(
      second.search_popularity + 1,
    );
  });

  it('shows an article published, edited, liked, commented on and withdrawn at once', async () => {
    const article = await createArticle(t.app, admin, { status: 'draft' });
    expect(await itemOnBoard(article.id)).toBeUndefined();
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/news/${article.id}/publish`,
      headers: bearer(admin),
    });
    expect(await itemOnBoard(article.id)).toBeDefined();
    const read = async () => (await get(`/api/news/${article.id}`)).json<TNewsDetail>();
    expect((await read()).views).toBe(1);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/news/${article.id}`,
      headers: bearer(admin),
      payload: { ...articleBody(), title_en: 'Renamed' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await read()).title).toBe('Renamed');
    expect((await itemOnBoard(article.id))?.title).toBe('Renamed');

    const reader = await signInUser(t.app, 'liker');
    await t.app.inject({
      method: 'POST',
      url: `/api/news/${article.id}/like`,
      headers: bearer(reader.token),
    });
    expect((await read()).likes).toBe(1);
    expect((await itemOnBoard(article.id))?.likes).toBe(1);

    const comments = async () =>
      (await get(`/api/comments/${article.id}`)).json<TListCommentsResponse>();
    expect((await comments()).total).toBe(0);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/comments/',
      headers: bearer(reader.token),
      payload: { news_id: article.id, comment_text: 'A fair point about front desks.' },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect((await comments()).total).toBe(1);
    expect((await read()).comments).toBe(1);

    const renamed = `renamed${Date.now() % 100000}`;
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(reader.token),
      payload: { username: renamed },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await comments()).items[0]?.user.username).toBe(renamed);

    await t.app.inject({
      method: 'POST',
      url: `/api/admin/news/${article.id}/unpublish`,
      headers: bearer(admin),
    });
    expect((await get(`/api/news/${article.id}`)).statusCode).toBe(404);
    expect((await get(`/api/comments/${article.id}`)).statusCode).toBe(404);
    expect(await itemOnBoard(article.id)).toBeUndefined();
  });

  it('counts a view per visitor per day, and tells a signed-in reader whether they like it', async () => {
    const article = await createArticle(t.app, admin);
    const visitor = (ua: string) =>
      get(`/api/news/${article.id}`, { 'user-agent': ua }).then((r) => r.json<TNewsDetail>());
    expect((await visitor('one')).views).toBe(1);
    expect((await visitor('one')).views).toBe(1);
    expect((await visitor('two')).views).toBe(2);
    const reader = await signInUser(t.app, 'fan');
    await t.app.inject({
      method: 'POST',
      url: `/api/news/${article.id}/like`,
      headers: bearer(reader.token),
    });
    const mine = (await get(`/api/news/${article.id}`, bearer(reader.token))).json<TNewsDetail>();
    expect(mine.liked_by_me).toBe(true);
    expect((await visitor('one')).liked_by_me).toBe(false);
  });
});
