import { z } from 'zod';
import { ZRowIdParam, ZPageNumber } from '../common/row-id';
import { ZAnalystId, ZEngine, type TEngine } from '../analysis/analysts';
import { waitsForTheBudget } from '../analysis/fallback-reasons';
import {
  ZDemandIndex,
  ZJobEvidence,
  ZMarketEntry,
  ZRelatedResource,
  ZJobTextSection,
  ZReviewStance,
  ZReviewVerdict,
  ZSaferMoveTradeOff,
} from '../analysis/job-analysis';
import { PERSONA_SCORE_FIELDS } from '../analysis/personas';
import { RATE_FIELDS, RATE_WITH_COMPLEMENT_FIELDS } from '../analysis/rate';
import { JOBS, PAGING } from '../constants';
import { ZChinaWages } from './china-wages';
import { ZAiUseByTask, ZExposureTrend } from './ai-use';

/** A job on the board (spec 000 section 3), titles and category in the request's language. */
export const ZJobListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  category_id: z.string(),
  ...RATE_FIELDS,
  search_popularity: z.number().int(),
  last_refreshed_at: z.string(),
  updated_at: z.string(),
  model_name: ZAnalystId,
});
export type TJobListItem = z.infer<typeof ZJobListItem>;

export const JOB_FILTERS = ['all', 'low', 'medium', 'high', 'popular'] as const;
export const ZJobFilter = z.enum(JOB_FILTERS);
export type TJobFilter = z.infer<typeof ZJobFilter>;

export const ZListJobsQuery = z.object({
  page: ZPageNumber.default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(PAGING.jobsPageSize),
  search: z.string().max(PAGING.boardSearchMaxLength).optional(),
  search_by: z.enum(['name', 'category']).default('name'),
  filter: ZJobFilter.default('all'),
});
export type TListJobsQuery = z.input<typeof ZListJobsQuery>;

export const ZListJobsResponse = z.object({
  items: z.array(ZJobListItem),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  has_more: z.boolean(),
});
export type TListJobsResponse = z.infer<typeof ZListJobsResponse>;

export const ZScoreHistoryEntry = z.object({
  ...RATE_FIELDS,
  formula_version: z.string(),
  recorded_at: z.string(),
});

export const ZSaferJob = z.object({
  code: z.string(),
  title: z.string(),
  ai_replacement_rate: z.number(),
  /** The job page for this occupation, when one exists. */
  job_id: z.number().int().nullable(),
  trade_off: ZSaferMoveTradeOff.optional(),
});

/** How a page's title was tied to its occupation (the title matcher's reading). */
export const MATCH_METHODS = [
  'official-title',
  'alternate-title',
  'editorial',
  'spelling-corrected',
  'similarity',
  'chinese-name',
  'chinese-alias',
] as const;
export const ZMatchMethod = z.enum(MATCH_METHODS);
export type TMatchMethod = z.infer<typeof ZMatchMethod>;

/**
 * What a page stands on: the O*NET-SOC occupation whose figures it shows, and what belongs to
 * the title alone (its name and how it was matched). Titles that share an occupation share
 * every figure, so the pages say so.
 */
export const ZJobBasis = z.object({
  occupation: z.object({ code: z.string(), title: z.string() }),
  /** True when the page's title is the occupation's own name in the request's language. */
  is_occupation_title: z.boolean(),
  match: z.object({ method: ZMatchMethod, score: z.number().min(0).max(1) }),
  /** Other job pages standing on the same occupation, so with the same figures. */
  shared_with: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type TJobBasis = z.infer<typeof ZJobBasis>;

/** A job page (spec 001 section 3) in the request's language, with how its figures were reached. */
export const ZJobDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  category_id: z.string(),
  search_popularity: z.number().int(),
  ...RATE_WITH_COMPLEMENT_FIELDS,
  description: z.string(),
  deep_understanding: z.string(),
  demand_index: ZDemandIndex,
  replacement_process: z.string(),
  human_advice: z.string(),
  market_analysis: z.array(ZMarketEntry),
  related_resources: z.array(ZRelatedResource),
  model_name: ZAnalystId,
  engine: ZEngine,
  /** Sections the built-in analyst wrote on a model's page (its figures were not the page's). */
  builtin_sections: z.array(ZJobTextSection),
  evidence: ZJobEvidence,
  basis: ZJobBasis,
  safer_occupations: z.array(ZSaferJob),
  score_history: z.array(ZScoreHistoryEntry),
  /** Wage levels in China for the page's occupation (yuan), with the national average. */
  china_wages: ZChinaWages,
  /** What people really do with AI in this job, task by task; null when no sample covers its tasks. */
  ai_use_by_task: ZAiUseByTask.nullable(),
  /** The job's exposure year by year, 2010–2023 (DAIOE); null when the index does not cover it. */
  exposure_trend: ZExposureTrend.nullable(),
  language: z.enum(['en', 'zh']),
  created_at: z.string(),
  updated_at: z.string(),
  last_refreshed_at: z.string(),
  next_refresh_at: z.string(),
  /**
   * The page is due for rewriting and the rewrite is queued: it is served as it stands meanwhile,
   * and a socket watching the job hears `job_updated` when the new page is written.
   */
  refresh_pending: z.boolean(),
});
export type TJobDetail = z.infer<typeof ZJobDetail>;

export const ZJobIdParams = z.object({ id: ZRowIdParam });

export const ZRefreshJobQuery = z.object({
  force: z.stringbool().default(false),
});

export const ZLlmReviewsQuery = z.object({
  force_refresh: z.stringbool().default(false),
});

export const ZLlmReview = z.object({
  provider: ZAnalystId,
  comment: z.string(),
  review_comment: z.string(),
  /** Null with the reason when the analyst has no figures to score the job from. */
  ...PERSONA_SCORE_FIELDS,
  /** A model's verdict, in the band of its score; null for the built-in analyst's reviews. */
  verdict: ZReviewVerdict.nullable(),
  generated_version: z.string(),
  engine: ZEngine,
  /** What drives a built-in score; null for a model's review. */
  stance: ZReviewStance.nullable(),
  last_refreshed_at: z.string(),
  created_at: z.string(),
});
export type TLlmReview = z.infer<typeof ZLlmReview>;

export const ZLlmReviewsResponse = z.object({
  job_id: z.number().int(),
  reviews: z.array(ZLlmReview),
  /**
   * True on the answer to an admin's `force_refresh`: the reviews shown are those stored, and
   * new ones are being written in the background (absent otherwise).
   */
  refresh_pending: z.boolean().optional(),
});
export type TLlmReviewsResponse = z.infer<typeof ZLlmReviewsResponse>;

export const JOB_REFRESH_INTERVAL_MS = JOBS.refreshIntervalDays * 24 * 60 * 60_000;

/** Every engine behind a page's texts: its own and each review's. */
export const enginesOf = (analysis: {
  engine: TEngine;
  reviews: Record<'en' | 'zh', { engine: TEngine }[]>;
}): TEngine[] => [
  analysis.engine,
  ...analysis.reviews.en.map((review) => review.engine),
  ...analysis.reviews.zh.map((review) => review.engine),
];

/** The start of the UTC day after `at`: when the day's model budget is there again. */
function nextUtcDayStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
}

/**
 * When a page is due for rewriting: 90 days on, or sooner when the built-in analyst wrote any of
 * its texts (the page text or a review; pass every engine) in a configured model's place:
 * `fallbackRewriteMs` on (LLM_FALLBACK_REWRITE_MS on the server) after a provider failed, so the
 * model's text replaces it once the provider answers again; the next UTC day when the day's
 * model budget was spent, since the budget is back only then.
 */
export function nextRewriteAt(
  lastRefreshedAt: Date,
  engines: TEngine | readonly TEngine[],
  fallbackRewriteMs: number,
): Date {
  const dueTimes = [engines].flat().map((engine) => {
    if (!engine.fallback_reason) return lastRefreshedAt.getTime() + JOB_REFRESH_INTERVAL_MS;
    if (waitsForTheBudget(engine)) return nextUtcDayStart(lastRefreshedAt).getTime();
    return lastRefreshedAt.getTime() + fallbackRewriteMs;
  });
  return new Date(Math.min(lastRefreshedAt.getTime() + JOB_REFRESH_INTERVAL_MS, ...dueTimes));
}
