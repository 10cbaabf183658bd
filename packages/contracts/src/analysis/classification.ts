import { z } from 'zod';

/**
 * What the analyst's title matcher makes of a search query (DESIGN.md section 4, "Matching"):
 * either a job with its ranked occupations, or one of the search error types of spec 000 section 8.
 * The server turns the error kinds into its error body (`error_type`, `suggestion`, `examples`).
 */

export const CLASSIFY_ERROR_TYPES = [
  'empty_query',
  'too_vague',
  'not_job_related',
  'inappropriate_content',
] as const;
export const ZClassifyErrorType = z.enum(CLASSIFY_ERROR_TYPES);
export type TClassifyErrorType = z.infer<typeof ZClassifyErrorType>;

export const ZMatchedOccupation = z.object({
  /** O*NET-SOC 2019 code, e.g. `15-1252.00`. */
  code: z.string(),
  title: z.string(),
  title_zh: z.string(),
  /** How well the occupation fits the query, 0–1; the list is sorted by it, best first. */
  score: z.number().min(0).max(1),
});
export type TMatchedOccupation = z.infer<typeof ZMatchedOccupation>;

export const ZClassifyJob = z.object({
  kind: z.literal('job'),
  /** The job's name in the query's sense, cleaned and properly cased; job pages are named by it. */
  canonical_title: z.string(),
  canonical_title_zh: z.string(),
  /** Ranked, best first, at most 5. */
  occupations: z.array(ZMatchedOccupation).min(1).max(5),
  /** Which rule matched, e.g. `exact-title`, `alternate-title`, `zh-alias`, `editorial`, `fuzzy`. */
  matched_by: z.string(),
  /**
   * Set when the occupations come from our editorial table rather than the sources (a modern
   * title O*NET lacks, or a ranking we chose): the one-line reason, in English.
   */
  editorial_reason: z.string().optional(),
});
export type TClassifyJob = z.infer<typeof ZClassifyJob>;

export const ZClassifyError = z.object({
  kind: z.literal('error'),
  error_type: ZClassifyErrorType,
  /** Written in the query's language. */
  suggestion: z.string(),
  /** For too_vague: better queries drawn from the real candidates; may be empty otherwise. */
  examples: z.array(z.string()),
});
export type TClassifyError = z.infer<typeof ZClassifyError>;

export const ZClassifyResult = z.discriminatedUnion('kind', [ZClassifyJob, ZClassifyError]);
export type TClassifyResult = z.infer<typeof ZClassifyResult>;
