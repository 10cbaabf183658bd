import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs, news } from '../../db/schema';

/** A page search engines should know, and when it last changed. */
export interface ListedPage {
  id: number;
  updatedAt: Date;
}

/** What the sitemap lists: every job page and every published article, in a stable order. */
export function createSeoRepository(db: Database) {
  const published = eq(news.status, 'published');
  return {
    async countJobPages(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(jobs);
      return row?.total ?? 0;
    },

    async jobPages(offset: number, limit: number): Promise<ListedPage[]> {
      return db
        .select({ id: jobs.id, updatedAt: jobs.updatedAt })
        .from(jobs)
        .orderBy(asc(jobs.id))
        .limit(limit)
        .offset(offset);
    },

    async countPublishedArticles(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(news).where(published);
      return row?.total ?? 0;
    },

    async publishedArticles(offset: number, limit: number): Promise<ListedPage[]> {
      return db
        .select({ id: news.id, updatedAt: news.updatedAt })
        .from(news)
        .where(published)
        .orderBy(asc(news.id))
        .limit(limit)
        .offset(offset);
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
