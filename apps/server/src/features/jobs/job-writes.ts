import { eq, sql } from 'drizzle-orm';
import type { TJobAnalysis, TAnalystReview } from '@irreplaceable/contracts/analysis/job-analysis';
import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { Database } from '../../db/client';
import { jobReviews, jobScoreHistory, jobs } from '../../db/schema';
import type { JobRow } from './repository';

export interface JobSource {
  titleKey: string;
  occupations: { code: string; score: number }[];
  modelName: TAnalystId;
}

/** Null stays null: an occupation no study covers is stored without a rate. */
const roundOrNull = (value: number | null) => (value === null ? null : Math.round(value));

function jobColumns(analysis: TJobAnalysis) {
  const { reviews: _reviews, ...stored } = analysis;
  return {
    title: analysis.canonical_title,
    titleZh: analysis.title_zh,
    categoryId: analysis.category.id,
    primaryCode: analysis.evidence.occupation.code,
    aiReplacementRate: roundOrNull(analysis.ai_replacement_rate),
    humanIrreplaceability: roundOrNull(analysis.human_irreplaceability),
    analysis: stored,
    formulaVersion: analysis.evidence.formula_version,
    dataVersion: analysis.evidence.data_version,
  };
}

function reviewRows(jobId: number, analysis: TJobAnalysis) {
  const rows: (typeof jobReviews.$inferInsert)[] = [];
  for (const language of ['en', 'zh'] as const) {
    for (const review of analysis.reviews[language]) {
      rows.push({ jobId, provider: review.provider, language, review });
    }
  }
  return rows;
}

/** Job writes that span several tables, each in one transaction. */
export function createJobWrites(db: Database) {
  async function saveReviews(
    executor: Database,
    jobId: number,
    rows: ReturnType<typeof reviewRows>,
  ) {
    if (rows.length === 0) return;
    await executor
      .insert(jobReviews)
      .values(rows)
      .onConflictDoUpdate({
        target: [jobReviews.jobId, jobReviews.provider, jobReviews.language],
        set: { review: sql`excluded.review`, lastRefreshedAt: sql`now()` },
      });
  }

  /** Inserts a page with its reviews and first score; an existing page of the same title wins. */
  async function insertJob(
    executor: Database,
    source: JobSource,
    analysis: TJobAnalysis,
  ): Promise<JobRow> {
    const [created] = await executor
      .insert(jobs)
      .values({ ...jobColumns(analysis), ...source })
      .onConflictDoNothing({ target: jobs.titleKey })
      .returning();
    if (!created) {
      const [existing] = await executor
        .select()
        .from(jobs)
        .where(eq(jobs.titleKey, source.titleKey));
      return existing!;
    }
    await saveReviews(executor, created.id, reviewRows(created.id, analysis));
    await executor.insert(jobScoreHistory).values({
      jobId: created.id,
      aiReplacementRate: created.aiReplacementRate,
      formulaVersion: created.formulaVersion,
      dataVersion: created.dataVersion,
    });
    return created;
  }

  return {
    /** Creates the page with its reviews and first score; an existing page of the same title wins. */
    async createJob(source: JobSource, analysis: TJobAnalysis): Promise<JobRow> {
      return db.transaction(async (tx) => insertJob(tx as unknown as Database, source, analysis));
    },

    /** Creates several pages in one transaction: all of them are written, or none. */
    async createJobs(pages: { source: JobSource; analysis: TJobAnalysis }[]): Promise<JobRow[]> {
      return db.transaction(async (tx) => {
        const rows: JobRow[] = [];
        for (const page of pages) {
          rows.push(await insertJob(tx as unknown as Database, page.source, page.analysis));
        }
        return rows;
      });
    },

    /** Replaces the analysis after a refresh and records the score when it changed. */
    async replaceAnalysis(job: JobRow, analysis: TJobAnalysis): Promise<JobRow> {
      return db.transaction(async (tx) => {
        const executor = tx as unknown as Database;
        const [updated] = await executor
          .update(jobs)
          .set({ ...jobColumns(analysis), updatedAt: sql`now()`, lastRefreshedAt: sql`now()` })
          .where(eq(jobs.id, job.id))
          .returning();
        await saveReviews(executor, job.id, reviewRows(job.id, analysis));
        if (
          updated!.aiReplacementRate !== job.aiReplacementRate ||
          updated!.formulaVersion !== job.formulaVersion ||
          updated!.dataVersion !== job.dataVersion
        ) {
          await executor.insert(jobScoreHistory).values({
            jobId: job.id,
            aiReplacementRate: updated!.aiReplacementRate,
            formulaVersion: updated!.formulaVersion,
            dataVersion: updated!.dataVersion,
          });
        }
        return updated!;
      });
    },

    async saveReview(jobId: number, pair: { en: TAnalystReview; zh: TAnalystReview }) {
      await saveReviews(db, jobId, [
        { jobId, provider: pair.en.provider, language: 'en', review: pair.en },
        { jobId, provider: pair.zh.provider, language: 'zh', review: pair.zh },
      ]);
    },
  };
}

export type JobWrites = ReturnType<typeof createJobWrites>;
