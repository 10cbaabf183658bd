import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TListNewsResponse } from '@irreplaceable/contracts/news/list-news';
import type { TNewsBundle } from '@irreplaceable/contracts/news/get-news-bundle';
import { migrationsFolder } from '../db/client';
import { news } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { EDITORIAL_ACCOUNT, readSeedArticles, seedDemoNews } from './seed-demo-news';
import { plainText } from '../features/news/sanitize-content';

describe('the seeded news', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('has a dozen articles of 400 to 700 words in English, with Chinese beside them', () => {
    const articles = readSeedArticles();
    expect(articles).toHaveLength(12);
    expect(new Set(articles.map((a) => a.category))).toEqual(
      new Set(['technology', 'business', 'market']),
    );
    for (const article of articles) {
      const words = plainText(article.content_en).split(' ').length;
      expect(words, article.slug).toBeGreaterThanOrEqual(400);
      expect(words, article.slug).toBeLessThanOrEqual(700);
      expect(
        plainText(article.content_zh).match(/\p{Script=Han}/gu)!.length,
        article.slug,
      ).toBeGreaterThan(700);
      expect(article.cover.toString()).toMatch(/^<svg[^>]+width="1200" height="630"/);
      expect(article.cover.toString()).not.toMatch(/<text/);
      expect(article.tags_zh, article.slug).toHaveLength(article.tags.length);
      for (const tag of article.tags_zh) expect(tag, article.slug).toMatch(/\p{Script=Han}/u);
      // The page's figure is AI 替代率; 暴露度 is the studies' word, not a topic of the board.
      expect(
        article.tags_zh.filter((tag) => tag.includes('暴露度')),
        article.slug,
      ).toEqual([]);
    }
  });

  it('publishes them once, through the admin code, with covers in the file store', async () => {
    expect(await seedDemoNews(t.app)).toBe(12);
    expect(await seedDemoNews(t.app)).toBe(0);
    const board = (
      await t.app.inject({
        method: 'GET',
        url: '/api/news/?page=1&page_size=4',
        headers: { 'accept-language': 'zh' },
      })
    ).json<TListNewsResponse>();
    expect(board.total).toBe(12);
    expect(board.items[0]).toMatchObject({
      title: '给感觉落后的职场中年人的一份学习计划',
      author: EDITORIAL_ACCOUNT.bylineZh,
      author_verified: true,
      category: 'business',
    });
    const english = (
      await t.app.inject({ method: 'GET', url: '/api/news/?page=1&page_size=1' })
    ).json<TListNewsResponse>();
    expect(english.items[0]?.author).toBe(EDITORIAL_ACCOUNT.username);
    expect(new Date(board.items[0]!.published_at).getTime()).toBeGreaterThan(
      new Date(board.items[3]!.published_at).getTime(),
    );
    for (const item of board.items) {
      expect(item.reading_time).toBeGreaterThanOrEqual(2);
      const cover = await t.app.inject({ method: 'GET', url: item.cover_url! });
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toBe('image/svg+xml');
      expect(item.images[0]?.placeholder).toMatch(/^#[0-9a-f]{6}$/i);
    }
    const bundle = (
      await t.app.inject({ method: 'GET', url: `/api/news/bundle/${board.items[0]!.id}` })
    ).json<TNewsBundle>();
    const zh = await t.app.inject({ method: 'GET', url: bundle.content_page_url_zh });
    expect(zh.body).toContain('<h2>第一步：画出你自己的任务地图</h2>');
  });

  it('gives articles seeded before there were Chinese tags the same ones, by migration', async () => {
    await t.app.db.update(news).set({ tagsZh: [] });
    const migration = readMigration('0004_news_tags_zh.sql');
    const backfill = migration.split('--> statement-breakpoint')[1]!;
    await t.app.db.execute(sql.raw(backfill));
    await t.app.db.execute(sql.raw(readMigration('0017_news_tag_ai_rate.sql')));
    const stored = await t.app.db.select({ title: news.titleEn, tags: news.tagsZh }).from(news);
    expect(new Map(stored.map((row) => [row.title, row.tags]))).toEqual(
      new Map(readSeedArticles().map((article) => [article.title_en, article.tags_zh])),
    );
  });

  it('gives articles seeded with no byline the editorial name in both languages, by migration', async () => {
    await t.app.db.update(news).set({ authorName: '', authorNameZh: '' });
    const migration = readMigration('0009_news_author_name_zh.sql');
    const backfill = migration.split('--> statement-breakpoint')[1]!;
    await t.app.db.execute(sql.raw(backfill));
    const stored = await t.app.db
      .selectDistinct({ en: news.authorName, zh: news.authorNameZh })
      .from(news);
    expect(stored).toEqual([{ en: EDITORIAL_ACCOUNT.username, zh: EDITORIAL_ACCOUNT.bylineZh }]);
  });

  it('calls the page’s figure AI 替代率 in seeded tags stored as AI 暴露度, by migration', async () => {
    const exposure = 'AI 暴露度';
    const [seeded] = await t.app.db
      .update(news)
      .set({ tagsZh: [exposure, '研究', '方法论'] })
      .where(eq(news.titleEn, 'How to read an AI exposure score without panicking'))
      .returning();
    const writer = await t.app.users.findOrCreateByEmail('writer@example.com', { language: 'zh' });
    const { id: _id, ...copy } = seeded!;
    const [written] = await t.app.db
      .insert(news)
      .values({ ...copy, authorId: writer.id, tagsZh: [exposure] })
      .returning({ id: news.id });

    await t.app.db.execute(sql.raw(readMigration('0017_news_tag_ai_rate.sql')));

    const tagsOf = async (id: number) =>
      (await t.app.db.select({ tags: news.tagsZh }).from(news).where(eq(news.id, id)))[0]!.tags;
    expect(await tagsOf(seeded!.id)).toEqual(['AI 替代率', '研究', '方法论']);
    // An article another author wrote keeps the tags they chose.
    expect(await tagsOf(written!.id)).toEqual([exposure]);
  });
});

function readMigration(file: string): string {
  return fs.readFileSync(path.join(migrationsFolder(), file), 'utf8');
}
