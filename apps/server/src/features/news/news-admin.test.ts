import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminNewsArticle } from '@irreplaceable/contracts/news/admin-news-article';
import type { TAdminListNewsResponse } from '@irreplaceable/contracts/news/admin-list-news';
import type { TUploadImageResponse } from '@irreplaceable/contracts/news/admin-upload-image';
import type { TListNewsResponse } from '@irreplaceable/contracts/news/list-news';
import { NEWS } from '@irreplaceable/contracts/constants';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { bearer } from '../../test/factories';
import {
  articleBody,
  createArticle,
  multipartFile,
  SIMPLE_SVG,
  signInAdmin,
  signInUser,
  TINY_PNG,
  uploadImage,
  uploadedImage,
} from '../../test/news-fixtures';

describe.each(databaseKinds)('news management (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signInAdmin(t.app);
  });
  afterAll(() => t.close());

  const as = (token: string) => bearer(token);

  describe('authorisation of every admin route', () => {
    type Caller = 'anonymous' | 'user' | 'another user' | 'admin';
    const expected: Record<Caller, number[]> = {
      anonymous: [401],
      user: [403],
      'another user': [403],
      admin: [200],
    };
    const routes = (id: number) =>
      [
        { method: 'GET', url: '/api/admin/news' },
        { method: 'POST', url: '/api/admin/news', payload: articleBody({ status: 'draft' }) },
        { method: 'GET', url: `/api/admin/news/${id}` },
        { method: 'PUT', url: `/api/admin/news/${id}`, payload: articleBody() },
        { method: 'POST', url: `/api/admin/news/${id}/publish` },
        { method: 'POST', url: `/api/admin/news/${id}/unpublish` },
        { method: 'POST', url: '/api/admin/news/images', multipart: true },
        { method: 'DELETE', url: `/api/admin/news/${id}` },
      ] as const;

    it('answers 401 to visitors, 403 to users, and serves only admins', async () => {
      const user = await signInUser(t.app, 'plain');
      const another = await signInUser(t.app, 'other');
      const tokens: Record<Caller, string | undefined> = {
        anonymous: undefined,
        user: user.token,
        'another user': another.token,
        admin,
      };
      const callers = Object.keys(expected) as Caller[];
      const article = await createArticle(t.app, admin, { status: 'draft' });
      const seen: string[] = [];
      for (const caller of callers) {
        for (const route of routes(article.id)) {
          const auth = tokens[caller] ? as(tokens[caller]) : {};
          const upload = 'multipart' in route ? multipartFile(TINY_PNG) : undefined;
          const response = await t.app.inject({
            method: route.method,
            url: route.url,
            headers: { ...auth, ...upload?.headers },
            ...(upload && { payload: upload.payload }),
            ...('payload' in route && { payload: route.payload }),
          });
          seen.push(
            `${caller} ${route.method} ${route.url.replace(String(article.id), ':id')} ${response.statusCode}`,
          );
          expect(
            expected[caller],
            `${caller} ${route.method} ${route.url}: ${response.body}`,
          ).toContain(response.statusCode);
          if (response.statusCode === 403) {
            expect(response.json()).toMatchObject({ error_type: 'not_admin' });
          }
        }
      }
      expect(seen).toHaveLength(callers.length * routes(0).length);
      // A user's token never reaches a body check either: an invalid body is still 403.
      const invalid = await t.app.inject({
        method: 'POST',
        url: '/api/admin/news',
        headers: as(user.token),
        payload: { nonsense: true },
      });
      expect(invalid.statusCode).toBe(403);
    });
  });

  it('creates, lists, edits, publishes, unpublishes and deletes an article', async () => {
    const created = await createArticle(t.app, admin, {
      status: 'draft',
      author: 'Ada Writer',
      tags: ['AI', 'ai', ' jobs ', 'Future'],
      tags_zh: ['人工智能', ' 就业 ', '人工智能'],
    });
    expect(created).toMatchObject({
      status: 'draft',
      author: 'Ada Writer',
      tags: ['AI', 'jobs', 'Future'],
      tags_zh: ['人工智能', '就业'],
      published_at: null,
    });
    const board = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/news/?page_size=50' })
      ).json<TListNewsResponse>();
    expect((await board()).items.map((item) => item.id)).not.toContain(created.id);

    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/admin/news?status=draft', headers: as(admin) })
    ).json<TAdminListNewsResponse>();
    expect(listed.items.map((item) => item.id)).toContain(created.id);
    expect(listed.items.every((item) => item.status === 'draft')).toBe(true);

    const published = await t.app.inject({
      method: 'POST',
      url: `/api/admin/news/${created.id}/publish`,
      headers: as(admin),
    });
    const publishedAt = published.json<TAdminNewsArticle>().published_at;
    expect(publishedAt).not.toBeNull();
    expect((await board()).items.map((item) => item.id)).toContain(created.id);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/news/${created.id}`,
      headers: as(admin),
      payload: articleBody({ title_en: 'Edited title', tags_zh: ['自动化'], status: undefined }),
    });
    expect(edited.json<TAdminNewsArticle>()).toMatchObject({
      title_en: 'Edited title',
      tags: ['AI', 'work'],
      tags_zh: ['自动化'],
      status: 'published',
      published_at: publishedAt,
    });

    await t.app.inject({
      method: 'POST',
      url: `/api/admin/news/${created.id}/unpublish`,
      headers: as(admin),
    });
    expect((await board()).items.map((item) => item.id)).not.toContain(created.id);
    const reader = await t.app.inject({ method: 'GET', url: `/api/news/${created.id}` });
    expect(reader.statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/news/${created.id}`,
      headers: as(admin),
    });
    expect(removed.json()).toEqual({ id: created.id, deleted: true });
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/admin/news/${created.id}`,
      headers: as(admin),
    });
    expect(gone.statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/news/${created.id}`,
      headers: as(admin),
    });
    expect(again.statusCode).toBe(404);
  });

  it('computes the reading time from each language’s text', async () => {
    const words = Array.from({ length: 660 }, (_, i) => `word${i}`).join(' ');
    const article = await createArticle(t.app, admin, {
      content_en: `<p>${words}</p>`,
      content_zh: `<p>${'字'.repeat(400)}</p>`,
    });
    expect(article.reading_time).toBe(3);
    const read = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/news/${article.id}`,
          headers: { 'accept-language': language },
        })
      ).json<{ reading_time: number }>().reading_time;
    expect(await read('en')).toBe(3);
    expect(await read('zh')).toBe(1);
  });

  it('refuses an article without a title, with two covers, or with unknown images', async () => {
    const save = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/news',
        headers: { ...as(admin), 'accept-language': 'zh' },
        payload,
      });
    const untitled = await save(articleBody({ title_en: '', title_zh: '  ' }));
    expect(untitled.statusCode).toBe(422);
    expect(untitled.json().detail).toBe('请至少用一种语言填写文章标题。');
    const markupOnly = await save(articleBody({ title_en: '<b></b>', title_zh: '' }));
    expect(markupOnly.statusCode).toBe(422);
    const image = await uploadedImage(t.app, admin, TINY_PNG);
    const twoCovers = await save(
      articleBody({
        images: [
          { upload_id: image.id, caption_en: '', caption_zh: '', is_cover: true },
          { upload_id: image.id, caption_en: '', caption_zh: '', is_cover: true },
        ],
      }),
    );
    expect(twoCovers.statusCode).toBe(422);
    const unknown = await save(
      articleBody({
        images: [
          {
            upload_id: '00000000-0000-4000-8000-000000000000',
            caption_en: '',
            caption_zh: '',
            is_cover: false,
          },
        ],
      }),
    );
    expect(unknown.statusCode).toBe(422);
    const badCategory = await save({ ...articleBody(), category: 'sports' });
    expect(badCategory.statusCode).toBe(422);
    const tooLong = await save(articleBody({ title_en: 'x'.repeat(NEWS.titleMaxLength + 1) }));
    expect(tooLong.statusCode).toBe(422);
    for (const tags_zh of [
      Array.from({ length: NEWS.tagsMax + 1 }, (_, i) => `标签${i}`),
      ['长'.repeat(NEWS.tagMaxLength + 1)],
    ]) {
      expect((await save(articleBody({ tags_zh }))).statusCode).toBe(422);
    }
  });

  describe('image uploads', () => {
    it('stores a PNG recognised by its bytes, with its size, and serves it', async () => {
      const response = await uploadImage(t.app, admin, TINY_PNG, {
        filename: 'photo.jpeg',
        contentType: 'image/jpeg',
      });
      expect(response.statusCode).toBe(200);
      const upload = response.json<TUploadImageResponse>();
      expect(upload).toMatchObject({
        content_type: 'image/png',
        size: TINY_PNG.length,
        width: 2,
        height: 1,
      });
      expect(upload.url).toMatch(/^\/uploads\/[0-9a-f-]+\.png$/);
      const served = await t.app.inject({ method: 'GET', url: upload.url });
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    });

    it('refuses a file that is not an image, whatever its name says', async () => {
      const html = Buffer.from('<html><script>alert(1)</script></html>');
      const response = await uploadImage(t.app, admin, html, {
        filename: 'cover.png',
        contentType: 'image/png',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ error_type: 'unsupported_media_type' });
      const tiny = await uploadImage(t.app, admin, Buffer.from('GIF8'));
      expect(tiny.statusCode).toBe(415);
    });

    it('refuses a file over the size limit', async () => {
      const big = Buffer.concat([TINY_PNG, Buffer.alloc(NEWS.imageMaxBytes)]);
      const response = await uploadImage(t.app, admin, big);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ error_type: 'payload_too_large' });
    });

    it('refuses a request without a file or that is not multipart', async () => {
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/admin/news/images',
        headers: as(admin),
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(400);
      const wrongField = multipartFile(TINY_PNG, { field: 'picture' });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/news/images',
        headers: { ...as(admin), ...wrongField.headers },
        payload: wrongField.payload,
      });
      expect(response.statusCode).toBe(422);
    });

    it('cleans an SVG of everything that can act', async () => {
      const evil = Buffer.from(
        `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">` +
          `<script>alert(2)</script><rect width="10" height="10" fill="#abcdef" onclick="alert(3)"/>` +
          `<a href="javascript:alert(4)"><circle r="2"/></a><foreignObject><iframe src="https://evil.example"></iframe></foreignObject>` +
          `<use href="https://evil.example/x.svg#a"/><style>@import url(https://evil.example/x.css);</style></svg>`,
      );
      const upload = await uploadedImage(t.app, admin, evil);
      expect(upload).toMatchObject({ content_type: 'image/svg+xml', width: 10, height: 10 });
      const served = (await t.app.inject({ method: 'GET', url: upload.url })).body;
      for (const bad of [
        'script',
        'onload',
        'onclick',
        'javascript',
        'foreignObject',
        'iframe',
        'evil.example',
        'style',
      ]) {
        expect(served).not.toContain(bad);
      }
      expect(served).toContain('fill="#abcdef"');
    });

    it('attaches images with captions in both languages and one cover', async () => {
      const first = await uploadedImage(t.app, admin, TINY_PNG);
      const second = await uploadedImage(t.app, admin, SIMPLE_SVG);
      const article = await createArticle(t.app, admin, {
        images: [
          {
            upload_id: first.id,
            caption_en: 'First <b>photo</b>',
            caption_zh: '第一张',
            is_cover: false,
          },
          { upload_id: second.id, caption_en: 'Second', caption_zh: '第二张', is_cover: true },
        ],
        content_en: `<p>Look:</p><img src="${first.url}" alt="first">`,
      });
      expect(article.images.map((image) => [image.caption_en, image.is_cover])).toEqual([
        ['First photo', false],
        ['Second', true],
      ]);
      const { items } = (
        await t.app.inject({ method: 'GET', url: '/api/news/?page_size=1' })
      ).json<TListNewsResponse>();
      expect(items[0]?.cover_url).toBe(second.url);
      expect(article.content_en).toContain(`<img src="${first.url}" alt="first" />`);
    });
  });

  describe('sanitising what admins write', () => {
    const contentCorpus = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<img src="/uploads/a.png" onload="alert(1)">',
      '<a href="javascript:alert(1)">click</a>',
      '<a href="JaVaScRiPt:alert(1)">click</a>',
      '<a href="&#106;avascript:alert(1)">encoded</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<object data="x.swf"></object><embed src="x.swf">',
      '<svg onload=alert(1)><circle r="1"></circle></svg>',
      '<math><mtext><script>alert(1)</script></mtext></math>',
      '<p style="background:url(javascript:alert(1))">styled</p>',
      '<p onclick="alert(1)">handler</p>',
      '<form action="https://evil.example"><input name="q"></form>',
      '<meta http-equiv="refresh" content="0;url=https://evil.example">',
      '<link rel="stylesheet" href="https://evil.example/x.css">',
      '<base href="https://evil.example/">',
      '<style>body{display:none}</style>',
      '<div><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript></div>',
      '<template><script>alert(1)</script></template>',
      '<img src="http://insecure.example/x.png">',
      '<video src=x onerror=alert(1)></video>',
      '<details open ontoggle=alert(1)>',
    ];

    it('keeps what the editor makes and removes everything that can run', async () => {
      const kept =
        '<h2>Heading</h2><p style="text-align:center">Centred <strong>bold</strong> <em>it</em> <u>u</u> <s>s</s></p>' +
        '<ul><li>one</li></ul><ol start="2"><li>two</li></ol><blockquote>quote</blockquote>' +
        '<pre><code class="language-ts">const x = 1;</code></pre><p><a href="https://example.com">link</a></p>';
      const article = await createArticle(t.app, admin, {
        content_en: kept + contentCorpus.join('\n'),
      });
      const stored = article.content_en;
      expect(stored).toContain('<h2>Heading</h2>');
      expect(stored).toContain('<p style="text-align:center">');
      expect(stored).toContain('<code class="language-ts">');
      expect(stored).toContain(
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">link</a>',
      );
      expect(stored).toContain('<img src="/uploads/a.png" />');
      const lowered = stored.toLowerCase();
      for (const bad of [
        '<script',
        'onerror',
        'onload',
        'onclick',
        'ontoggle',
        'javascript:',
        'data:text',
        '<iframe',
        '<object',
        '<embed',
        '<svg',
        '<math',
        '<form',
        '<input',
        '<meta',
        '<link',
        '<base',
        '<style',
        'background',
        '<noscript',
        '<template',
        'http://insecure',
        '<video',
        '<details',
      ]) {
        expect(lowered, bad).not.toContain(bad);
      }
      const bundle = (
        await t.app.inject({ method: 'GET', url: `/api/news/bundle/${article.id}` })
      ).json<{ content_page_url_en: string }>();
      const page = await t.app.inject({ method: 'GET', url: bundle.content_page_url_en });
      expect(page.body).toBe(stored);
    });

    it('stores titles, summaries, tags, captions and the byline as plain text', async () => {
      const article = await createArticle(t.app, admin, {
        title_en: 'AI <script>alert(1)</script>& jobs',
        title_zh: '<img src=x onerror=alert(1)>工作',
        summary_en: '&lt;script&gt;alert(1)&lt;/script&gt;Summary',
        summary_zh: '<b>摘要</b>',
        tags: ['<i>tag</i>', '<script>x</script>'],
        tags_zh: ['<b>标签</b>', '<script>x</script>'],
        author: '<a href="javascript:alert(1)">Eve</a>',
      });
      expect(article).toMatchObject({
        title_en: 'AI & jobs',
        title_zh: '工作',
        summary_en: 'Summary',
        summary_zh: '摘要',
        tags: ['tag'],
        tags_zh: ['标签'],
        author: 'Eve',
      });
    });
  });
});
