import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobDetail } from '@irreplaceable/contracts/jobs/job';
import type { Language } from '@irreplaceable/contracts/constants';
import { bearer } from '../../test/factories';
import { searchAndWait } from '../../test/jobs-fixtures';
import { articleBody, createArticle, signInAdmin } from '../../test/news-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The built web app (`npm run build`): its files and its server entry beside them. */
const webDir = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'web', 'dist');
const isBuilt = fs.existsSync(path.join(webDir, '..', 'dist-server', 'entry-server.js'));

/** A text of the web app's catalogues: `textOf('zh', 'jobs', 'board.title')`. */
function textOf(language: Language, area: string, key: string): string {
  const file = path.resolve(webDir, '..', 'src', 'locales', language, `${area}.json`);
  let value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`No text ${area}:${key}`);
  return value;
}

/** The text a reader without JavaScript sees in #root: tags and Mantine's style element gone. */
function visibleText(html: string): string {
  const root = html.match(/<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/);
  if (!root) throw new Error('The page was not rendered on the server');
  return root[1]!
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

/** Text compared without spacing and markdown marks (the page shows them as markup). */
const bare = (text: string) => text.replace(/[\s*_`#>\\]/g, '');

/** The first sentence of the job's description. */
const firstSentence = (markdown: string) => markdown.split(/[.。]/)[0]!;

describe.skipIf(!isBuilt)('public pages rendered on the server (needs `npm run build`)', () => {
  let t: TestApp;
  let jobId: number;
  let articleId: number;
  let adminToken: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp('pglite', { deps: { webDistDir: webDir } });
    const { task } = await searchAndWait(t.app, 'Cartographer');
    jobId = task.search_result!.generating_jobs[0]!.job_id!;
    adminToken = await signInAdmin(t.app);
    articleId = (await createArticle(t.app, adminToken)).id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const job = async (language: Language) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/jobs/${jobId}`,
        headers: { 'accept-language': language },
      })
    ).json<TJobDetail>();

  describe.each([
    ['en', ''],
    ['zh', '?lang=zh'],
  ] as const)('in %s', (language, query) => {
    it('a job page carries its title, rate, description and sources', async () => {
      const expected = await job(language);
      const page = await get(`/jobs/${jobId}${query}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<html lang="${language === 'zh' ? 'zh-CN' : 'en'}"`);
      const text = visibleText(page.body);
      expect(text).toContain(expected.title);
      expect(text).toContain(`${expected.ai_replacement_rate}%`);
      expect(bare(text)).toContain(bare(firstSentence(expected.description)));
      expect(text).toContain('O*NET');
      // Its data goes with it, so the browser starts from the same answer.
      expect(page.body).toContain(`"title":${JSON.stringify(expected.title)}`);
    });

    it('the job board lists the job', async () => {
      const expected = await job(language);
      const text = visibleText((await get(`/jobs${query}`)).body);
      expect(text).toContain(expected.title);
      expect(text).toContain(textOf(language, 'jobs', 'board.title'));
    });

    it('an article carries its text, and the board and home page its title', async () => {
      const body = articleBody();
      const title = language === 'zh' ? body.title_zh : body.title_en;
      const content = ((language === 'zh' ? body.content_zh : body.content_en) ?? '').replace(
        /<[^>]+>/g,
        '',
      );
      const article = visibleText((await get(`/news/${articleId}${query}`)).body);
      expect(article).toContain(title);
      expect(article).toContain(content);
      expect(visibleText((await get(`/news${query}`)).body)).toContain(title);
      expect(visibleText((await get(`/${query}`)).body)).toContain(title);
    });

    it('about, methodology and terms carry their text', async () => {
      const about = visibleText((await get(`/about${query}`)).body);
      expect(about).toContain(textOf(language, 'about', 'hero.title'));
      const methodology = await t.app.inject({
        method: 'GET',
        url: '/api/methodology',
        headers: { 'accept-language': language },
      });
      const heading = methodology.json<{ markdown: string }>().markdown.match(/^## (.+)$/m)![1]!;
      expect(visibleText((await get(`/methodology${query}`)).body)).toContain(
        heading.replace(/[*_`]/g, ''),
      );
      expect(visibleText((await get(`/terms${query}`)).body)).toContain(
        textOf(language, 'terms', 'title'),
      );
    });
  });

  it('runs no inline script, which the content security policy would refuse', async () => {
    for (const url of ['/', '/jobs', `/jobs/${jobId}`, '/news', `/news/${articleId}`, '/about']) {
      const scripts = (await get(url)).body.match(
        /<script(?![^>]*(?:src=|type="application\/(?:ld\+)?json"))[^>]*>/g,
      );
      expect(scripts, url).toBeNull();
    }
  });

  it('paints before its code loads: the head starts one small module, which is given the rest', async () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(webDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; imports?: string[] }>;
    const page = (await get(`/jobs/${jobId}`)).body;
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head.match(/<script type="module"[^>]*>/g)).toEqual([
      `<script type="module" crossorigin src="/${manifest['src/boot.ts']!.file}">`,
    ]);
    const code = JSON.parse(
      page.match(/<script type="application\/json" id="app-code">(.*?)<\/script>/)![1]!,
    ) as string[];
    const position = new Map(code.map((file, index) => [file, index]));
    const at = (key: string) => position.get(`/${manifest[key]!.file}`);
    // The entry, everything it imports, and the page's own chunks, each after what it imports:
    // the order the browser would run them in had the entry loaded them.
    expect(at('index.html')).toBeDefined();
    for (const [key, chunk] of Object.entries(manifest)) {
      if (at(key) === undefined) continue;
      for (const imported of chunk.imports ?? []) expect(at(imported)).toBeLessThan(at(key)!);
    }
    expect(code.some((file) => file.includes('job-detail-page'))).toBe(true);
  });

  it('renders English and Chinese side by side without one leaking into the other', async () => {
    const [en, zh] = await Promise.all([job('en'), job('zh')]);
    const urls = Array.from(
      { length: 6 },
      (_, i) => `/jobs/${jobId}?lang=${i % 2 ? 'zh' : 'en'}&n=${i}`,
    );
    const pages = await Promise.all(urls.map(get));
    pages.forEach((page, i) => {
      const expected = i % 2 ? zh : en;
      const other = i % 2 ? en : zh;
      expect(page.body).toContain(`<html lang="${i % 2 ? 'zh-CN' : 'en'}"`);
      expect(visibleText(page.body)).toContain(expected.title);
      if (other.title !== expected.title) expect(visibleText(page.body)).not.toContain(other.title);
    });
  });

  it('forgets a cached article page when the article is edited', async () => {
    const before = visibleText((await get(`/news/${articleId}`)).body);
    expect(before).toContain(articleBody().title_en);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/news/${articleId}`,
      headers: bearer(adminToken),
      payload: articleBody({ title_en: 'Receptionists and their new colleague' }),
    });
    expect(edited.statusCode).toBe(200);
    const after = visibleText((await get(`/news/${articleId}`)).body);
    expect(after).toContain('Receptionists and their new colleague');
    expect(visibleText((await get('/news')).body)).toContain(
      'Receptionists and their new colleague',
    );
  });

  it('sends a rendered page compressed, made once from the cached page', async () => {
    const plain = await get(`/jobs/${jobId}`);
    for (const encoding of ['br', 'gzip'] as const) {
      const sent = await t.app.inject({
        method: 'GET',
        url: `/jobs/${jobId}`,
        headers: { 'accept-encoding': encoding },
      });
      expect(sent.headers['content-encoding']).toBe(encoding);
      expect(sent.headers.etag).toBe(plain.headers.etag);
      const unpacked = encoding === 'br' ? zlib.brotliDecompressSync : zlib.gunzipSync;
      expect(unpacked(sent.rawPayload).toString('utf8')).toBe(plain.body);
      expect(sent.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    }
  });

  it('keeps a rendered job page and board while only their view counts change', async () => {
    const page = await get(`/jobs/${jobId}`);
    const board = await get('/jobs');
    const viewed = async () => (await get(`/api/jobs/${jobId}`)).json<TJobDetail>();
    const before = (await viewed()).search_popularity;
    await t.app.jobs.storeViews();
    // The API's reads show the stored view at once...
    expect((await viewed()).search_popularity).toBeGreaterThan(before);
    // ...while the rendered pages are not drawn again for it.
    expect((await get(`/jobs/${jobId}`)).headers.etag).toBe(page.headers.etag);
    expect((await get('/jobs')).headers.etag).toBe(board.headers.etag);
  });

  it('keeps one copy of a page whatever made-up parameters its address carries', async () => {
    const plain = await get('/news');
    const padded = await get('/news?utm_source=x&made=up');
    expect(padded.headers.etag).toBe(plain.headers.etag);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/news',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    // A board's search is the page's own.
    const searched = await get('/news?q=Robots');
    expect(searched.headers.etag).not.toBe(plain.headers.etag);
  });

  it('asks search engines not to index a page opened with a search, in its head and its headers', async () => {
    const robots = /<meta name="robots" content="noindex" \/>/;
    for (const url of [
      '/?search=Nurse',
      '/?search=Nurse&lang=zh',
      '/jobs?q=Nurse',
      '/news?q=Robots',
    ]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['x-robots-tag'], url).toBe('noindex');
      expect(page.body, url).toMatch(robots);
      expect(visibleText(page.body).length, url).toBeGreaterThan(100);
    }
    for (const url of ['/', '/?lang=zh', '/jobs', '/news?filter=popular', '/?search=']) {
      const page = await get(url);
      expect(page.headers['x-robots-tag'], url).toBeUndefined();
      expect(page.body, url).not.toMatch(robots);
    }
    // The home page with a search is the home page: one drawing in the cache, its own validator.
    const home = await get('/');
    const searched = await get('/?search=Nurse');
    expect(searched.headers.etag).not.toBe(home.headers.etag);
    expect(searched.body.replace(robots, '').replace(/\s+/g, '')).toBe(
      home.body.replace(/\s+/g, ''),
    );
  });

  it('leaves signed-in pages and unknown jobs to the browser', async () => {
    for (const url of ['/me/profile', '/jobs/999999']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body, url).toContain('<div id="root"></div>');
    }
  });
});
