import { and, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TJobFilter } from '@irreplaceable/contracts/jobs/job';
import { JOBS } from '@irreplaceable/contracts/constants';
import type { Database } from '../../db/client';
import { jobReviews, jobScoreHistory, jobs } from '../../db/schema';

export type JobRow = typeof jobs.$inferSelect;

/** The columns the board shows: never the analysis itself, which is large. */
const boardColumns = {
  id: jobs.id,
  title: jobs.title,
  titleZh: jobs.titleZh,
  categoryId: jobs.categoryId,
  aiReplacementRate: jobs.aiReplacementRate,
  searchPopularity: jobs.searchPopularity,
  lastRefreshedAt: jobs.lastRefreshedAt,
  updatedAt: jobs.updatedAt,
  modelName: jobs.modelName,
};
export type JobBoardRow = Pick<
  JobRow,
  | 'id'
  | 'title'
  | 'titleZh'
  | 'categoryId'
  | 'aiReplacementRate'
  | 'searchPopularity'
  | 'lastRefreshedAt'
  | 'updatedAt'
  | 'modelName'
>;
export type JobReviewRow = typeof jobReviews.$inferSelect;

function filterCondition(filter: TJobFilter): SQL | undefined {
  switch (filter) {
    case 'all':
      return undefined;
    case 'low':
      return lt(jobs.aiReplacementRate, JOBS.riskBands.medium);
    case 'medium':
      return and(
        gte(jobs.aiReplacementRate, JOBS.riskBands.medium),
        lt(jobs.aiReplacementRate, JOBS.riskBands.high),
      );
    case 'high':
      return gte(jobs.aiReplacementRate, JOBS.riskBands.high);
    case 'popular':
      return gte(jobs.searchPopularity, JOBS.popularSearchPopularity);
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createJobsRepository(db: Database) {
  return {
    async list(options: {
      page: number;
      pageSize: number;
      filter: TJobFilter;
      search?: string | undefined;
      searchBy: 'name' | 'category';
      /** For a category search: the categories whose names match. */
      categoryIds?: string[];
    }): Promise<{ rows: JobBoardRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [filterCondition(options.filter)];
      if (options.search) {
        const pattern = `%${escapeLike(options.search)}%`;
        conditions.push(
          options.searchBy === 'name'
            ? or(ilike(jobs.title, pattern), ilike(jobs.titleZh, pattern))
            : options.categoryIds && options.categoryIds.length > 0
              ? inArray(jobs.categoryId, options.categoryIds)
              : sql`false`,
        );
      }
      const where = and(...conditions.filter((c): c is SQL => c !== undefined));
      const [rows, counted] = await Promise.all([
        db
          .select(boardColumns)
          .from(jobs)
          .where(where)
          .orderBy(desc(jobs.createdAt), desc(jobs.id))
          .limit(options.pageSize)
          .offset((options.page - 1) * options.pageSize),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(jobs)
          .where(where),
      ]);
      return { rows, total: counted[0]?.total ?? 0 };
    },

    async findById(id: number): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
      return row;
    },

    /** A page's stored popularity, undefined when there is no such page. */
    async popularity(id: number): Promise<number | undefined> {
      const [row] = await db
        .select({ searchPopularity: jobs.searchPopularity })
        .from(jobs)
        .where(eq(jobs.id, id))
        .limit(1);
      return row?.searchPopularity;
    },

    async findByTitleKey(titleKey: string): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.titleKey, titleKey)).limit(1);
      return row;
    },

    async findByPrimaryCodes(codes: string[], limit: number): Promise<JobRow[]> {
      if (codes.length === 0) return [];
      return db
        .select()
        .from(jobs)
        .where(inArray(jobs.primaryCode, codes))
        .orderBy(desc(jobs.searchPopularity), desc(jobs.id))
        .limit(limit);
    },

    async jobIdsByPrimaryCode(codes: string[]): Promise<Map<string, number>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select({ code: jobs.primaryCode, id: jobs.id })
        .from(jobs)
        .where(inArray(jobs.primaryCode, codes))
        .orderBy(desc(jobs.searchPopularity));
      const map = new Map<string, number>();
      for (const row of rows) if (!map.has(row.code)) map.set(row.code, row.id);
      return map;
    },

    /** Other pages whose figures come from the same occupation, most searched first. */
    async pagesOnOccupation(code: string, exceptId: number, limit: number) {
      return db
        .select({ id: jobs.id, title: jobs.title, titleZh: jobs.titleZh })
        .from(jobs)
        .where(and(eq(jobs.primaryCode, code), ne(jobs.id, exceptId)))
        .orderBy(desc(jobs.searchPopularity), desc(jobs.id))
        .limit(limit);
    },

    async raisePopularity(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(jobs)
        .set({ searchPopularity: sql`${jobs.searchPopularity} + 1` })
        .where(inArray(jobs.id, ids));
    },

    /** Adds counted views to pages' popularity: one statement per distinct count. */
    async addViews(views: ReadonlyMap<number, number>): Promise<void> {
      const idsByCount = new Map<number, number[]>();
      for (const [id, count] of views)
        idsByCount.set(count, [...(idsByCount.get(count) ?? []), id]);
      for (const [count, ids] of idsByCount) {
        await db
          .update(jobs)
          .set({ searchPopularity: sql`${jobs.searchPopularity} + ${count}` })
          .where(inArray(jobs.id, ids));
      }
    },

    async reviews(jobId: number, language: 'en' | 'zh'): Promise<JobReviewRow[]> {
      return db
        .select()
        .from(jobReviews)
        .where(and(eq(jobReviews.jobId, jobId), eq(jobReviews.language, language)));
    },

    /** Every review of a page, in both languages. */
    async allReviews(jobId: number): Promise<JobReviewRow[]> {
      return db.select().from(jobReviews).where(eq(jobReviews.jobId, jobId));
    },

    async history(jobId: number) {
      return db
        .select()
        .from(jobScoreHistory)
        .where(eq(jobScoreHistory.jobId, jobId))
        .orderBy(jobScoreHistory.recordedAt);
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
