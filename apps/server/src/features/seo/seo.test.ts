import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import robotsParser from 'robots-parser';
import { eq } from 'drizzle-orm';
import { news } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { searchAndWait } from '../../test/jobs-fixtures';
import { createArticle, signInAdmin, TINY_PNG, uploadedImage } from '../../test/news-fixtures';
import { bearer } from '../../test/factories';
import { APP_INDEX_HTML, jsonLd } from '../../test/page-html';
import { createSeoRepository } from './repository';
import { createSitemaps } from './sitemaps';

const ORIGIN = 'https://careers.example';
const HOSTILE_TITLE = 'Robots </script><script>alert(1)</script> <!-- & done';

const xml = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  'xhtml:link': { '@_hreflang': string; '@_href': string }[];
}

/** The addresses a sitemap file lists, each with its alternates by hreflang. */
function sitemapUrls(body: string): SitemapUrl[] {
  expect(XMLValidator.validate(body)).toBe(true);
  return (xml.parse(body) as { urlset: { url: SitemapUrl[] } }).urlset.url;
}

const alternatesOf = (url: SitemapUrl | undefined) =>
  Object.fromEntries(
    (url?.['xhtml:link'] ?? []).map((link) => [link['@_hreflang'], link['@_href']]),
  );

/** The page's `<link>` tags by rel and hreflang, its Open Graph properties and JSON-LD. */
function head(html: string) {
  const links = Object.fromEntries(
    [
      ...html.matchAll(
        /<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)" \/>/g,
      ),
    ].map((m) => [m[2] ?? m[1]!, m[3]!.replaceAll('&amp;', '&')]),
  );
  const og = (name: string) =>
    [...html.matchAll(new RegExp(`<meta property="${name}" content="([^"]*)" />`, 'g'))].map(
      (m) => m[1],
    );
  const structured = jsonLd(html);
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  const description = html.match(/<meta name="description" content="([^"]*)" \/>/g) ?? [];
  const lang = html.match(/<html lang="([^"]+)"/)?.[1];
  return { links, og, structured, title, description, lang };
}

describe.each(databaseKinds)('what crawlers and shared links read (%s)', (kind) => {
  let t: TestApp;
  let webDir: string;
  let admin: string;
  const jobIds: number[] = [];
  const articles: Record<'published' | 'hostile' | 'draft' | 'deleted' | 'unpublished', number> = {
    published: 0,
    hostile: 0,
    draft: 0,
    deleted: 0,
    unpublished: 0,
  };

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'irreplaceable-seo-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), APP_INDEX_HTML);
    t = await createTestApp(kind, {
      env: { PUBLIC_URL: `${ORIGIN}/` },
      deps: { webDistDir: webDir },
    });
    admin = await signInAdmin(t.app);
    for (const title of ['Cartographer', 'Plumber', 'Beekeeper']) {
      const { task } = await searchAndWait(t.app, title);
      jobIds.push(task.search_result!.generating_jobs[0]!.job_id!);
    }
    const cover = await uploadedImage(t.app, admin, TINY_PNG);
    articles.published = (
      await createArticle(t.app, admin, {
        title_en: 'Nurses and triage software',
        title_zh: '护士与分诊软件',
        author: 'Ada Lovelace',
        images: [{ upload_id: cover.id, caption_en: 'A ward', caption_zh: '病房', is_cover: true }],
      })
    ).id;
    articles.hostile = (await createArticle(t.app, admin)).id;
    // The editor strips markup from titles; an older or imported row may still hold some.
    await t.app.db
      .update(news)
      .set({ titleEn: HOSTILE_TITLE })
      .where(eq(news.id, articles.hostile));
    articles.draft = (await createArticle(t.app, admin, { status: 'draft' })).id;
    articles.deleted = (await createArticle(t.app, admin)).id;
    articles.unpublished = (await createArticle(t.app, admin)).id;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/news/${articles.deleted}`,
      headers: bearer(admin),
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/news/${articles.unpublished}/unpublish`,
      headers: bearer(admin),
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const page = async (url: string, language?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      ...(language && { headers: { 'accept-language': language } }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    return head(response.body);
  };

  it('gives every public page its own title, description and canonical address in each language', async () => {
    const titles = new Set<string>();
    for (const pagePath of ['/', '/jobs', '/news', '/about', '/methodology', '/terms']) {
      const en = await page(pagePath);
      const zh = await page(`${pagePath}?lang=zh`);
      expect(en.links.canonical).toBe(`${ORIGIN}${pagePath}`);
      expect(zh.links.canonical).toBe(`${ORIGIN}${pagePath}?lang=zh`);
      for (const each of [en, zh]) {
        expect(each.links.en).toBe(`${ORIGIN}${pagePath}`);
        expect(each.links['zh-CN']).toBe(`${ORIGIN}${pagePath}?lang=zh`);
        expect(each.links['x-default']).toBe(`${ORIGIN}${pagePath}`);
        expect(each.og('og:type')).toEqual(['website']);
        expect(each.description).toHaveLength(1);
        expect(each.description[0]).not.toContain("The app's own description.");
      }
      expect(en.og('og:locale')).toEqual(['en_US']);
      expect(en.og('og:locale:alternate')).toEqual(['zh_CN']);
      expect(zh.og('og:locale')).toEqual(['zh_CN']);
      expect(zh.og('og:locale:alternate')).toEqual(['en_US']);
      expect(en.lang).toBe('en');
      expect(zh.lang).toBe('zh-CN');
      expect(en.title).toMatch(/Irreplaceable$/);
      expect(zh.title).toMatch(/不可替代$/);
      titles.add(en.title!).add(zh.title!);
    }
    expect(titles.size).toBe(12);
  });

  it("serves a page in the reader's language under that language's canonical address", async () => {
    const zh = await page('/jobs', 'zh-CN,zh;q=0.9');
    expect(zh.links.canonical).toBe(`${ORIGIN}/jobs?lang=zh`);
    const en = await page('/jobs?lang=en', 'zh');
    expect(en.links.canonical).toBe(`${ORIGIN}/jobs`);
    // Caches keep one copy per language for the address that has no `lang`.
    const response = await t.app.inject({ method: 'GET', url: '/jobs' });
    expect(response.headers.vary).toMatch(/accept-language/i);
  });

  it('describes the site on the home page as a WebSite', async () => {
    const [site] = (await page('/?lang=zh')).structured;
    expect(site).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: '不可替代',
      url: `${ORIGIN}/?lang=zh`,
      inLanguage: 'zh-CN',
    });
  });

  it('places a job page under the job board, at its /jobs address whichever path reached it', async () => {
    const id = jobIds[0]!;
    const zh = await page(`/job/${id}?lang=zh`);
    expect(zh.links.canonical).toBe(`${ORIGIN}/jobs/${id}?lang=zh`);
    expect(zh.og('og:type')).toEqual(['website']);
    expect(zh.structured).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: '首页', item: `${ORIGIN}/?lang=zh` },
          { '@type': 'ListItem', position: 2, name: '职位', item: `${ORIGIN}/jobs?lang=zh` },
          {
            '@type': 'ListItem',
            position: 3,
            name: expect.any(String),
            item: `${ORIGIN}/jobs/${id}?lang=zh`,
          },
        ],
      },
    ]);
    const en = await page(`/jobs/${id}`);
    expect(en.links.canonical).toBe(`${ORIGIN}/jobs/${id}`);
    expect(en.structured[0]).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: 'Jobs' }, { name: 'Cartographer' }],
    });
  });

  it('marks an article as a NewsArticle with its dates, byline, cover and language', async () => {
    const id = articles.published;
    const stored = await t.app.newsRepository.findById(id);
    const en = await page(`/news/${id}`);
    expect(en.og('og:type')).toEqual(['article']);
    expect(en.og('article:published_time')).toEqual([stored!.article.publishedAt!.toISOString()]);
    expect(en.links.canonical).toBe(`${ORIGIN}/news/${id}`);
    const [article, breadcrumbs] = en.structured;
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Nurses and triage software',
      datePublished: stored!.article.publishedAt!.toISOString(),
      dateModified: stored!.article.updatedAt.toISOString(),
      author: [{ '@type': 'Person', name: 'Ada Lovelace' }],
      inLanguage: 'en',
      url: `${ORIGIN}/news/${id}`,
      image: [expect.stringMatching(/^https:\/\/careers\.example\//)],
    });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home' }, { name: 'News', item: `${ORIGIN}/news` }, {}],
    });
    const zh = await page(`/news/${id}?lang=zh`);
    expect(zh.structured[0]).toMatchObject({ headline: '护士与分诊软件', inLanguage: 'zh-CN' });
    expect(zh.og('og:locale')).toEqual(['zh_CN']);
  });

  it('keeps a headline holding </script> inside the structured data', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/news/${articles.hostile}` });
    expect(response.body).not.toMatch(/<script>alert/);
    const { structured, title } = head(response.body);
    expect(structured[0]).toMatchObject({ headline: HOSTILE_TITLE });
    expect(title).toContain('&lt;/script&gt;');
  });

  it('asks crawlers to keep out of the API and signed-in pages, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const robots = robotsParser(`${ORIGIN}/robots.txt`, response.body);
    const open = ['/', '/jobs', `/jobs/${jobIds[0]}?lang=zh`, '/news', '/news/1', '/about'];
    const images = ['/uploads/cover.png', '/api/news/share-images/cover-share.png'];
    for (const each of [...open, '/methodology', '/terms', ...images]) {
      expect(robots.isAllowed(`${ORIGIN}${each}`, 'Googlebot'), each).toBe(true);
    }
    const closed = ['/api/jobs/', '/api', '/ws', '/me', '/me/profile', '/me/inbox', '/admin'];
    for (const each of [
      ...closed,
      '/admin/news',
      '/admin/login',
      '/login',
      '/auth/oauth2/callback/google',
    ]) {
      expect(robots.isDisallowed(`${ORIGIN}${each}`, 'Googlebot'), each).toBe(true);
    }
    expect(robots.getSitemaps()).toEqual([`${ORIGIN}/sitemap.xml`]);
  });

  it('asks search engines not to index the app shell where no public page answers', async () => {
    const hidden = [
      '/me/profile',
      '/admin/news',
      '/login',
      '/jobs/999999',
      `/news/${articles.draft}`,
    ];
    for (const url of hidden) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
    }
    for (const url of ['/', '/jobs?lang=zh', `/jobs/${jobIds[0]}`, `/news/${articles.published}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-robots-tag'], url).toBeUndefined();
    }
  });

  it('lists every job page and published article in both languages, and nothing unpublished', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const urls = sitemapUrls(response.body);
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    for (const id of jobIds) {
      const en = byLoc.get(`${ORIGIN}/jobs/${id}`);
      const zh = byLoc.get(`${ORIGIN}/jobs/${id}?lang=zh`);
      expect(en?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(zh?.lastmod).toBe(en?.lastmod);
      expect(alternatesOf(en)).toEqual({
        en: `${ORIGIN}/jobs/${id}`,
        'zh-CN': `${ORIGIN}/jobs/${id}?lang=zh`,
        'x-default': `${ORIGIN}/jobs/${id}`,
      });
      expect(alternatesOf(zh)).toEqual(alternatesOf(en));
    }
    const stored = await t.app.newsRepository.findById(articles.published);
    expect(byLoc.get(`${ORIGIN}/news/${articles.published}`)?.lastmod).toBe(
      stored!.article.updatedAt.toISOString(),
    );
    expect(byLoc.has(`${ORIGIN}/news/${articles.published}?lang=zh`)).toBe(true);
    for (const hidden of [articles.draft, articles.deleted, articles.unpublished]) {
      expect(byLoc.has(`${ORIGIN}/news/${hidden}`)).toBe(false);
      expect(byLoc.has(`${ORIGIN}/news/${hidden}?lang=zh`)).toBe(false);
    }
    for (const sitePath of ['/', '/jobs', '/news', '/about', '/methodology', '/terms']) {
      expect(byLoc.has(`${ORIGIN}${sitePath}`)).toBe(true);
      expect(byLoc.has(`${ORIGIN}${sitePath}?lang=zh`)).toBe(true);
    }
    // 6 site pages, 3 jobs and 2 published articles, each in two languages.
    expect(urls).toHaveLength(2 * (6 + 3 + 2));
  });

  it('pages a large sitemap as an index of files that together list every page once', async () => {
    const whole = sitemapUrls((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    // Four addresses a file: two pages, each in two languages.
    const sitemaps = createSitemaps({
      repository: createSeoRepository(t.app.db),
      publicUrl: `${ORIGIN}/`,
      urlsPerFile: 4,
    });
    const index = await sitemaps.root();
    expect(XMLValidator.validate(index)).toBe(true);
    const files = (
      xml.parse(index) as { sitemapindex: { sitemap: { loc: string }[] } }
    ).sitemapindex.sitemap.map((each) => each.loc);
    expect(files).toEqual([
      `${ORIGIN}/sitemaps/site.xml`,
      `${ORIGIN}/sitemaps/jobs-1.xml`,
      `${ORIGIN}/sitemaps/jobs-2.xml`,
      `${ORIGIN}/sitemaps/news-1.xml`,
    ]);
    const listed: string[] = [];
    for (const file of files) {
      const name = file.match(/\/sitemaps\/(.+)\.xml$/)![1]!;
      const urls = sitemapUrls((await sitemaps.file(name))!);
      if (name !== 'site') expect(urls.length).toBeLessThanOrEqual(4);
      listed.push(...urls.map((url) => url.loc));
    }
    expect(listed.sort()).toEqual(whole.map((url) => url.loc).sort());
    expect(await sitemaps.file('jobs-3')).toBeUndefined();
  });

  it('serves the index files by route, and no file past the last', async () => {
    const jobs = await t.app.inject({ method: 'GET', url: '/sitemaps/jobs-1.xml' });
    expect(jobs.statusCode).toBe(200);
    expect(jobs.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemapUrls(jobs.body)).toHaveLength(6);
    for (const missing of ['jobs-2.xml', 'news-0.xml', 'jobs-1.txt', 'other.xml']) {
      const response = await t.app.inject({ method: 'GET', url: `/sitemaps/${missing}` });
      expect(response.statusCode, missing).toBe(404);
    }
  });
});
