import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZSaveNewsRequest } from '@irreplaceable/contracts/news/admin-save-news';
import { ZNewsCategory } from '@irreplaceable/contracts/news/news-item';
import { serverRoot } from '../server-paths';

/**
 * The account the seeded articles are written by. `.invalid` can never receive mail, so nobody
 * can sign in as it; it is an administrator only so that its articles show the verified badge.
 * The articles carry its name in both languages as their byline.
 */
export const EDITORIAL_ACCOUNT = {
  email: 'editorial@irreplaceable.invalid',
  username: 'Irreplaceable Editorial',
  bylineZh: '不可替代编辑部',
} as const;

const ZSeedArticle = z.object({
  slug: z.string().regex(/^\d{2}-[a-z0-9-]+$/),
  category: ZNewsCategory,
  tags: z.array(z.string()),
  tags_zh: z.array(z.string()),
  title_en: z.string(),
  title_zh: z.string(),
  summary_en: z.string(),
  summary_zh: z.string(),
  caption_en: z.string(),
  caption_zh: z.string(),
  /** How long before the seeding the article is dated. */
  days_ago: z.number().min(0),
});

export function seedNewsDirectory(): string {
  return path.join(serverRoot(), 'seed-assets', 'news');
}

/** The files are formatted for reading; stored HTML needs no line breaks around its blocks. */
const compactHtml = (html: string) =>
  html
    .replace(/\s*(<\/?(?:p|h2|h3|ul|ol|li|blockquote)>)\s*/g, '$1')
    .replace(/\s*\n\s*/g, ' ')
    .trim();

/** Reads the seed articles: metadata in articles.json, bodies and covers beside it. */
export function readSeedArticles(directory = seedNewsDirectory()) {
  const list = z
    .array(ZSeedArticle)
    .parse(JSON.parse(fs.readFileSync(path.join(directory, 'articles.json'), 'utf8')));
  return list.map((article) => ({
    ...article,
    content_en: compactHtml(
      fs.readFileSync(path.join(directory, 'content', `${article.slug}.en.html`), 'utf8'),
    ),
    content_zh: compactHtml(
      fs.readFileSync(path.join(directory, 'content', `${article.slug}.zh.html`), 'utf8'),
    ),
    cover: fs.readFileSync(path.join(directory, 'covers', `${article.slug}.svg`)),
  }));
}

async function editorialAccount(app: FastifyInstance) {
  await app.users.seedAdmins([EDITORIAL_ACCOUNT.email]);
  const account = await app.users.findOrCreateByEmail(EDITORIAL_ACCOUNT.email, { language: 'en' });
  if (account.username === EDITORIAL_ACCOUNT.username) return account;
  return app.users.updateProfile(account, { username: EDITORIAL_ACCOUNT.username });
}

/**
 * On a first start (no articles at all), publishes the seed articles through the same code an
 * admin's editor uses: covers go through the upload checks into the file store, and each article
 * through validation and sanitising.
 */
export async function seedDemoNews(
  app: FastifyInstance,
  options: { directory?: string; now?: Date } = {},
): Promise<number> {
  if ((await app.newsAdmin.countAll()) > 0) return 0;
  const articles = readSeedArticles(options.directory);
  const author = await editorialAccount(app);
  const now = options.now ?? new Date();
  // Oldest first, so identities follow publication order.
  const ordered = [...articles].sort((a, b) => b.days_ago - a.days_ago);
  for (const article of ordered) {
    const cover = await app.newsImages.store(article.cover, author.id);
    const body = ZSaveNewsRequest.parse({
      title_en: article.title_en,
      title_zh: article.title_zh,
      summary_en: article.summary_en,
      summary_zh: article.summary_zh,
      content_en: article.content_en,
      content_zh: article.content_zh,
      category: article.category,
      tags: article.tags,
      tags_zh: article.tags_zh,
      author: EDITORIAL_ACCOUNT.username,
      author_zh: EDITORIAL_ACCOUNT.bylineZh,
      author_id: author.id,
      images: [
        {
          upload_id: cover.id,
          caption_en: article.caption_en,
          caption_zh: article.caption_zh,
          is_cover: true,
        },
      ],
      status: 'published',
    });
    await app.newsAdmin.create(body, author.id, {
      publishedAt: new Date(now.getTime() - article.days_ago * 24 * 60 * 60_000),
    });
  }
  app.log.info({ created: articles.length }, 'demo news articles published');
  return articles.length;
}
