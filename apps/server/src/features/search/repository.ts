import { and, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { TSearchResult } from '@irreplaceable/contracts/jobs/search-job';
import type { Database } from '../../db/client';
import { addressModelPages, GENERATION_ACTIVE, generations, searchTasks } from '../../db/schema';
import { oldestKeptDay } from '../../platform/model-budget/model-days-kept';

export type GenerationRow = typeof generations.$inferSelect;
export type SearchTaskRow = typeof searchTasks.$inferSelect;

export function createSearchRepository(db: Database) {
  return {
    /** The active generation of a title, created if there is none; `created` says which. */
    async activeGenerationFor(
      values: typeof generations.$inferInsert,
    ): Promise<{ generation: GenerationRow; created: boolean }> {
      const [created] = await db
        .insert(generations)
        .values(values)
        .onConflictDoNothing({
          target: generations.titleKey,
          where: sql`status in ('queued', 'generating')`,
        })
        .returning();
      if (created) return { generation: created, created: true };
      const [existing] = await db
        .select()
        .from(generations)
        .where(
          and(
            eq(generations.titleKey, values.titleKey),
            inArray(generations.status, [...GENERATION_ACTIVE]),
          ),
        )
        .limit(1);
      // The other generation finished between the two statements: try once more.
      if (!existing) return this.activeGenerationFor(values);
      return { generation: existing, created: false };
    },

    async findGeneration(id: string): Promise<GenerationRow | undefined> {
      const [row] = await db.select().from(generations).where(eq(generations.id, id)).limit(1);
      return row;
    },

    async findGenerations(ids: string[]): Promise<GenerationRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(generations).where(inArray(generations.id, ids));
    },

    async updateGeneration(id: string, values: Partial<typeof generations.$inferInsert>) {
      const [row] = await db
        .update(generations)
        .set(values)
        .where(eq(generations.id, id))
        .returning();
      return row;
    },

    /** Moves a queued generation to generating; false when another worker already took it. */
    async claimGeneration(id: string): Promise<GenerationRow | undefined> {
      const [row] = await db
        .update(generations)
        .set({
          status: 'generating',
          stage: 'starting',
          progress: 5,
          startedAt: new Date(),
          attempts: sql`${generations.attempts} + 1`,
        })
        .where(and(eq(generations.id, id), inArray(generations.status, [...GENERATION_ACTIVE])))
        .returning();
      return row;
    },

    async unfinishedGenerations(): Promise<GenerationRow[]> {
      return db
        .select()
        .from(generations)
        .where(inArray(generations.status, [...GENERATION_ACTIVE]))
        .orderBy(generations.createdAt);
    },

    /** Durations of the latest finished generations, for wait estimates. */
    async recentDurationsMs(limit: number): Promise<number[]> {
      const rows = await db
        .select({
          ms: sql<number>`extract(epoch from (${generations.finishedAt} - ${generations.startedAt})) * 1000`,
        })
        .from(generations)
        .where(and(eq(generations.status, 'ready'), isNotNull(generations.startedAt)))
        .orderBy(desc(generations.finishedAt))
        .limit(limit);
      return rows.map((row) => Number(row.ms));
    },

    async insertTask(values: typeof searchTasks.$inferInsert): Promise<SearchTaskRow> {
      const [row] = await db.insert(searchTasks).values(values).returning();
      return row!;
    },

    async findTask(id: string): Promise<SearchTaskRow | undefined> {
      const [row] = await db.select().from(searchTasks).where(eq(searchTasks.id, id)).limit(1);
      return row;
    },

    async latestTaskFor(connectionId: string): Promise<SearchTaskRow | undefined> {
      const [row] = await db
        .select()
        .from(searchTasks)
        .where(eq(searchTasks.connectionId, connectionId))
        .orderBy(desc(searchTasks.createdAt))
        .limit(1);
      return row;
    },

    /** Tasks still following a generation. */
    async processingTasksFor(generationId: string): Promise<SearchTaskRow[]> {
      return db
        .select()
        .from(searchTasks)
        .where(
          and(
            eq(searchTasks.status, 'processing'),
            sql`${searchTasks.generationIds} @> ${JSON.stringify([generationId])}::jsonb`,
          ),
        );
    },

    async connectionsFollowing(generationId: string, since: Date): Promise<SearchTaskRow[]> {
      return db
        .select()
        .from(searchTasks)
        .where(
          and(
            gte(searchTasks.createdAt, since),
            sql`${searchTasks.generationIds} @> ${JSON.stringify([generationId])}::jsonb`,
          ),
        );
    },

    async updateTask(
      id: string,
      values: {
        status: 'processing' | 'completed' | 'error';
        searchResult?: TSearchResult;
        errorMessage?: string;
      },
    ) {
      await db
        .update(searchTasks)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(searchTasks.id, id));
    },

    /**
     * Takes one of the address's model-written new pages for `day`; false when its `share` for
     * the day is used. One conditional statement, so searches at once never pass the share.
     * Only the last days are kept.
     */
    async takeAddressModelPage(address: string, day: string, share: number): Promise<boolean> {
      if (share <= 0) return false;
      const taken = await db
        .insert(addressModelPages)
        .values({ address, day, pages: 1 })
        .onConflictDoUpdate({
          target: [addressModelPages.address, addressModelPages.day],
          set: { pages: sql`${addressModelPages.pages} + 1` },
          setWhere: sql`${addressModelPages.pages} < ${share}`,
        })
        .returning({ pages: addressModelPages.pages });
      // An address's first page of the day: the days no longer kept go, for every address.
      if (taken[0]?.pages === 1)
        await db.delete(addressModelPages).where(lt(addressModelPages.day, oldestKeptDay(day)));
      return taken.length > 0;
    },

    async countSearchesSince(by: { userId?: string; ip?: string }, since: Date): Promise<number> {
      const filter = by.userId
        ? eq(searchTasks.userId, by.userId)
        : eq(searchTasks.ip, by.ip ?? '');
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(searchTasks)
        .where(and(filter, gte(searchTasks.createdAt, since)));
      return row?.count ?? 0;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
