import { z } from 'zod';
import { RATE_FIELDS } from '../analysis/rate';
import { SEARCH } from '../constants';

export const SEARCH_TYPES = ['full_match', 'partial_match', 'no_match', 'unknown'] as const;
export const ZSearchType = z.enum(SEARCH_TYPES);
export type TSearchType = z.infer<typeof ZSearchType>;

export const GENERATION_STATUSES = ['ready', 'generating', 'queued', 'error', 'cancelled'] as const;
export const ZGenerationStatus = z.enum(GENERATION_STATUSES);
export type TGenerationStatus = z.infer<typeof ZGenerationStatus>;

/**
 * The steps of writing one job page, in order, as its live progress reports them: waiting in the
 * queue, taken by a worker, the analyst at work on the research figures, the page being saved,
 * and done.
 */
export const GENERATION_STAGES = ['queued', 'started', 'analysing', 'saving', 'done'] as const;
export const ZGenerationStage = z.enum(GENERATION_STAGES);
export type TGenerationStage = z.infer<typeof ZGenerationStage>;

/** An existing job page that answers the search. */
export const ZMatchedJob = z.object({
  job_id: z.number().int(),
  title: z.string(),
  category: z.string(),
  ...RATE_FIELDS,
  similarity_score: z.number().min(0).max(1),
  status: z.literal('ready'),
  can_view: z.literal(true),
});
export type TMatchedJob = z.infer<typeof ZMatchedJob>;

/** A job page being written for this search. */
export const ZGeneratingJob = z.object({
  /** The generation's id; progress messages name it. */
  generation_id: z.string(),
  job_title: z.string(),
  status: ZGenerationStatus,
  progress: z.number().min(0).max(100),
  position: z.number().int().nullable(),
  /** Minutes, from recent generation times. */
  estimated_wait: z.number().nullable(),
  job_id: z.number().int().nullable(),
  can_view: z.boolean(),
  similarity_score: z.number().min(0).max(1).nullable(),
  error_message: z.string().nullable(),
  created_at: z.string(),
});
export type TGeneratingJob = z.infer<typeof ZGeneratingJob>;

export const ZSearchResult = z.object({
  search_type: ZSearchType,
  matched_jobs: z.array(ZMatchedJob),
  generating_jobs: z.array(ZGeneratingJob),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;

export const ZSearchJobRequest = z.object({
  query: z.string().max(1000),
  language: z.enum(['en', 'zh']).default('en'),
  connection_id: z.string().max(200).optional(),
  client_id: z.string().max(200).optional(),
  /** The client's own id for this search, echoed in live messages. */
  client_task_id: z.string().max(100).optional(),
});
export type TSearchJobRequest = z.input<typeof ZSearchJobRequest>;

export const TASK_STATUSES = ['processing', 'completed', 'error'] as const;
export const ZTaskStatus = z.enum(TASK_STATUSES);

export const ZSearchJobResponse = z.object({
  task_id: z.string(),
  client_task_id: z.string().nullable(),
  /** The connection id the task is attached to (a new one when the client's was not valid). */
  connection_id: z.string(),
  query: z.string(),
  canonical_title: z.string(),
  status: ZTaskStatus,
  search_result: ZSearchResult,
});
export type TSearchJobResponse = z.infer<typeof ZSearchJobResponse>;

export const ZTaskStatusResponse = z.object({
  task_id: z.string(),
  client_task_id: z.string().nullable(),
  status: ZTaskStatus,
  query: z.string(),
  search_result: ZSearchResult.nullable(),
  error_message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TTaskStatusResponse = z.infer<typeof ZTaskStatusResponse>;

export const ZConnectionStatusResponse = z.object({
  connection_id: z.string(),
  connected: z.boolean(),
  current_task: ZTaskStatusResponse.nullable(),
});
export type TConnectionStatusResponse = z.infer<typeof ZConnectionStatusResponse>;

/**
 * Query cleaning (spec 000 section 5): letters, digits, Chinese characters, spaces and hyphens
 * stay; everything else goes; the result is cut to 150 characters.
 */
export function cleanSearchQuery(query: string): string {
  return query
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH.queryMaxLength)
    .trim();
}
