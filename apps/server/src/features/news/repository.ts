import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { NEWS } from '@irreplaceable/contracts/constants';
import type { TNewsFilter, TNewsSort } from '@irreplaceable/contracts/news/list-news';
import type { TNewsCategory } from '@irreplaceable/contracts/news/news-item';
import type { Database } from '../../db/client';
import { news, newsImages, newsLikes, newsViews, uploads, users } from '../../db/schema';

export type NewsRow = typeof news.$inferSelect;
/** An article without its bodies: what lists, cards and previews need. */
export type NewsSummary = Omit<NewsRow, 'contentEn' | 'contentZh'>;
export type NewsValues = Omit<typeof news.$inferInsert, 'id'>;
export type UploadRow = typeof uploads.$inferSelect;

export interface NewsAuthor {
  username: string;
  avatarUrl: string | null;
  isAdmin: boolean;
}

/** An article (without its bodies) with the account that wrote it. */
export interface NewsWithAuthor {
  article: NewsSummary;
  author: NewsAuthor;
}

/** The whole article, bodies included, for the editor. */
export interface FullNewsWithAuthor {
  article: NewsRow;
  author: NewsAuthor;
}

export interface NewsImageRow {
  newsId: number;
  uploadId: string;
  captionEn: string;
  captionZh: string;
  isCover: boolean;
  position: number;
  storageKey: string;
  placeholder: string | null;
  width: number | null;
  height: number | null;
}

export interface NewsImageValues {
  uploadId: string;
  captionEn: string;
  captionZh: string;
  isCover: boolean;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterCondition(filter: TNewsFilter): SQL | undefined {
  switch (filter) {
    case 'all':
      return undefined;
    case 'technology':
    case 'business':
    case 'market':
      return eq(news.category, filter);
    case 'popular':
      return gte(news.views, NEWS.popularViews);
  }
}

/** An article's images as one JSON array, so a page of articles is a single query. */
const imagesJson = sql<NewsImageRow[]>`(
  select coalesce(json_agg(json_build_object(
    'newsId', ${newsImages.newsId}, 'uploadId', ${newsImages.uploadId},
    'captionEn', ${newsImages.captionEn}, 'captionZh', ${newsImages.captionZh},
    'isCover', ${newsImages.isCover}, 'position', ${newsImages.position},
    'storageKey', ${uploads.storageKey}, 'placeholder', ${uploads.placeholder},
    'width', ${uploads.width}, 'height', ${uploads.height}
  ) order by ${newsImages.position}), '[]'::json)
  from ${newsImages} inner join ${uploads} on ${uploads.id} = ${newsImages.uploadId}
  where ${newsImages.newsId} = ${news.id})`;

const authorColumns = {
  username: users.username,
  avatarUrl: users.avatarUrl,
  isAdmin: users.isAdmin,
};
// The bodies can be long; lists and cards never carry them across.
const { contentEn: _contentEn, contentZh: _contentZh, ...summaryColumns } = getTableColumns(news);
const withAuthor = { article: summaryColumns, author: authorColumns };
const fullWithAuthor = { article: news, author: authorColumns };

export function createNewsRepository(db: Database) {
  async function replaceImages(
    tx: Pick<Database, 'insert' | 'delete'>,
    newsId: number,
    images: NewsImageValues[],
  ) {
    await tx.delete(newsImages).where(eq(newsImages.newsId, newsId));
    if (images.length === 0) return;
    await tx
      .insert(newsImages)
      .values(images.map((image, position) => ({ ...image, newsId, position })));
  }

  async function recountLikes(tx: Pick<Database, 'update'>, newsId: number) {
    const [row] = await tx
      .update(news)
      .set({
        likes: sql`(select count(*)::int from ${newsLikes} where ${newsLikes.newsId} = ${newsId})`,
      })
      .where(eq(news.id, newsId))
      .returning({ likes: news.likes });
    return row?.likes ?? 0;
  }

  return {
    /** A page of published articles with their authors and images, and the total. */
    async listPublished(options: {
      page: number;
      pageSize: number;
      sort: TNewsSort;
      filter: TNewsFilter;
      titleSearch?: string | undefined;
      categories?: TNewsCategory[] | undefined;
    }): Promise<{ rows: NewsWithAuthor[]; images: NewsImageRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [
        eq(news.status, 'published'),
        filterCondition(options.filter),
      ];
      if (options.titleSearch) {
        const pattern = `%${escapeLike(options.titleSearch)}%`;
        conditions.push(or(ilike(news.titleEn, pattern), ilike(news.titleZh, pattern)));
      }
      if (options.categories) {
        conditions.push(
          options.categories.length ? inArray(news.category, options.categories) : sql`false`,
        );
      }
      const where = and(...conditions);
      const order =
        options.sort === 'views'
          ? [desc(news.views), desc(news.publishedAt), desc(news.id)]
          : [desc(news.publishedAt), desc(news.id)];
      // One round trip: the page, each article's images and the total (a window count).
      const rows = await db
        .select({ ...withAuthor, images: imagesJson, total: sql<number>`count(*) over()::int` })
        .from(news)
        .innerJoin(users, eq(users.id, news.authorId))
        .where(where)
        .orderBy(...order)
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize);
      let total = rows[0]?.total;
      if (total === undefined) {
        const [counted] = await db.select({ total: count() }).from(news).where(where);
        total = counted?.total ?? 0;
      }
      return {
        rows: rows.map(({ article, author }) => ({ article, author })),
        images: rows.flatMap((row) => row.images),
        total,
      };
    },

    async findById(id: number): Promise<NewsWithAuthor | undefined> {
      const [row] = await db
        .select(withAuthor)
        .from(news)
        .innerJoin(users, eq(users.id, news.authorId))
        .where(eq(news.id, id))
        .limit(1);
      return row;
    },

    async findFullById(id: number): Promise<FullNewsWithAuthor | undefined> {
      const [row] = await db
        .select(fullWithAuthor)
        .from(news)
        .innerJoin(users, eq(users.id, news.authorId))
        .where(eq(news.id, id))
        .limit(1);
      return row;
    },

    /**
     * Whether the article is published; if so, counts the viewer's first view of it on `day`
     * (later views that day add nothing).
     */
    /** Counts a reader's first view of the day: 'counted', 'seen' already, or 'absent'. */
    async viewPublished(
      id: number,
      viewer: string,
      day: string,
    ): Promise<'absent' | 'seen' | 'counted'> {
      const [published] = await db
        .select({ id: news.id })
        .from(news)
        .where(and(eq(news.id, id), eq(news.status, 'published')))
        .limit(1);
      if (!published) return 'absent';
      const [first] = await db
        .insert(newsViews)
        .values({ newsId: id, viewer, day })
        .onConflictDoNothing()
        .returning({ newsId: newsViews.newsId });
      if (first) {
        await db
          .update(news)
          .set({ views: sql`${news.views} + 1` })
          .where(eq(news.id, id));
        return 'counted';
      }
      return 'seen';
    },

    /** Forgets who read what before `day`: only the current day's views decide anything. */
    async forgetViewsBefore(day: string): Promise<void> {
      await db.delete(newsViews).where(lt(newsViews.day, day));
    },

    async findContent(id: number) {
      const [row] = await db
        .select({
          status: news.status,
          contentEn: news.contentEn,
          contentZh: news.contentZh,
          contentVersion: news.contentVersion,
        })
        .from(news)
        .where(eq(news.id, id))
        .limit(1);
      return row;
    },

    async imagesFor(newsIds: number[]): Promise<NewsImageRow[]> {
      if (newsIds.length === 0) return [];
      return db
        .select({
          newsId: newsImages.newsId,
          uploadId: newsImages.uploadId,
          captionEn: newsImages.captionEn,
          captionZh: newsImages.captionZh,
          isCover: newsImages.isCover,
          position: newsImages.position,
          storageKey: uploads.storageKey,
          placeholder: uploads.placeholder,
          width: uploads.width,
          height: uploads.height,
        })
        .from(newsImages)
        .innerJoin(uploads, eq(uploads.id, newsImages.uploadId))
        .where(inArray(newsImages.newsId, newsIds))
        .orderBy(asc(newsImages.newsId), asc(newsImages.position));
    },

    async isLikedBy(newsId: number, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ newsId: newsLikes.newsId })
        .from(newsLikes)
        .where(and(eq(newsLikes.newsId, newsId), eq(newsLikes.userId, userId)))
        .limit(1);
      return row !== undefined;
    },

    /** Adds or removes one user's like and recounts, so `likes` is always the number of rows. */
    async setLike(newsId: number, userId: string, liked: boolean): Promise<number> {
      return db.transaction(async (tx) => {
        if (liked) {
          await tx.insert(newsLikes).values({ newsId, userId }).onConflictDoNothing();
        } else {
          await tx
            .delete(newsLikes)
            .where(and(eq(newsLikes.newsId, newsId), eq(newsLikes.userId, userId)));
        }
        return recountLikes(tx, newsId);
      });
    },

    async listAll(options: {
      page: number;
      pageSize: number;
      status: 'all' | 'draft' | 'published';
      search?: string | undefined;
    }): Promise<{ rows: NewsWithAuthor[]; total: number }> {
      const conditions: (SQL | undefined)[] = [
        options.status === 'all' ? undefined : eq(news.status, options.status),
      ];
      if (options.search) {
        const pattern = `%${escapeLike(options.search)}%`;
        conditions.push(or(ilike(news.titleEn, pattern), ilike(news.titleZh, pattern)));
      }
      const where = and(...conditions);
      const [rows, counted] = await Promise.all([
        db
          .select(withAuthor)
          .from(news)
          .innerJoin(users, eq(users.id, news.authorId))
          .where(where)
          .orderBy(desc(news.updatedAt), desc(news.id))
          .limit(options.pageSize)
          .offset((options.page - 1) * options.pageSize),
        db.select({ total: count() }).from(news).where(where),
      ]);
      return { rows, total: counted[0]?.total ?? 0 };
    },

    async countAll(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(news);
      return row?.total ?? 0;
    },

    async insert(values: NewsValues, images: NewsImageValues[]): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(news).values(values).returning({ id: news.id });
        if (!row) throw new Error('News insert returned nothing');
        await replaceImages(tx, row.id, images);
        return row.id;
      });
    },

    async update(id: number, values: NewsValues, images: NewsImageValues[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(news)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(news.id, id))
          .returning({ id: news.id });
        if (!row) return false;
        await replaceImages(tx, id, images);
        return true;
      });
    },

    async setStatus(id: number, status: 'draft' | 'published'): Promise<boolean> {
      const [row] = await db
        .update(news)
        .set({
          status,
          updatedAt: sql`now()`,
          ...(status === 'published' && { publishedAt: sql`coalesce(${news.publishedAt}, now())` }),
        })
        .where(eq(news.id, id))
        .returning({ id: news.id });
      return row !== undefined;
    },

    async delete(id: number): Promise<boolean> {
      const [row] = await db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
      return row !== undefined;
    },

    async insertUpload(values: typeof uploads.$inferInsert): Promise<UploadRow> {
      const [row] = await db.insert(uploads).values(values).returning();
      if (!row) throw new Error('Upload insert returned nothing');
      return row;
    },

    async findUploads(ids: string[]): Promise<UploadRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(uploads).where(inArray(uploads.id, ids));
    },
  };
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;
