import { z } from 'zod';
import { ZEngine } from '../analysis/analysts';
import { RATE_WITH_COMPLEMENT_FIELDS } from '../analysis/rate';
import { ZObservedExposure } from '../jobs/ai-use';
import { ZLanguage } from '../common/language';
import { CV_ANALYSIS } from '../constants';
import { ZChinaWageLevel } from '../jobs/china-wages';
import {
  ZAnalysisStage,
  ZOwnFeedback,
  ZPersonalAnalysisMode,
  ZPersonalAnalysisStatus,
} from '../analyses/personal-analysis';

/** POST /cv-analysis with JSON (pasted text); the multipart form carries `file` instead. */
export const ZStartCvAnalysisJson = z.object({
  cv_text: z
    .string()
    .min(1)
    .max(CV_ANALYSIS.textMaxChars * 2),
  mode: ZPersonalAnalysisMode,
  language: ZLanguage,
});
export type TStartCvAnalysisJson = z.infer<typeof ZStartCvAnalysisJson>;

/** The multipart form's text fields, in any order beside the file. */
export const ZStartCvAnalysisFields = z.object({
  mode: ZPersonalAnalysisMode,
  language: ZLanguage,
});

/** A line of the person's CV that the analysis cites, by its number among the CV's lines. */
export const ZCvLine = z.object({ n: z.number().int().min(1), text: z.string() });
export type TCvLine = z.infer<typeof ZCvLine>;

export const EVIDENCE_KINDS = [
  'title',
  'licence',
  'related',
  'technology',
  'skill',
  'knowledge',
  'activity',
  'education',
] as const;
export const ZCvEvidenceKind = z.enum(EVIDENCE_KINDS);
export type TCvEvidenceKind = z.infer<typeof ZCvEvidenceKind>;

/** One CV line and what in the occupation it shows: a title, a technology, a skill, a task. */
export const ZCvEvidence = z.object({
  kind: ZCvEvidenceKind,
  line: z.number().int().min(1),
  cv_text: z.string(),
  /** The occupation's side, named in the reader's language. */
  matched: z.string(),
});
export type TCvEvidence = z.infer<typeof ZCvEvidence>;

export const ZCvGap = z.object({
  kind: z.enum(['skill', 'knowledge', 'technology']),
  id: z.string(),
  name: z.string(),
  /** O*NET importance 1–5 for skills and knowledge; null for technologies. */
  importance: z.number().nullable(),
  in_demand: z.boolean(),
});
export type TCvGap = z.infer<typeof ZCvGap>;

export const ZCvOutlook = z.object({
  /** U.S. employment 2024 (BLS Employment Projections). */
  employment_2024: z.number().int().nullable(),
  /** Projected employment change 2024–34, percent. */
  employment_change_pct: z.number().nullable(),
  openings_annual: z.number().int().nullable(),
  /** Median annual U.S. wage, dollars (BLS OEWS). */
  median_wage: z.number().nullable(),
  wage_release: z.string().nullable(),
  wage_top_coded: z.boolean(),
  /** Only an hourly median is published; the annual figure is it × 2,080 hours. */
  wage_from_hourly: z.boolean(),
  /** IDs of `result.sources` behind these figures. */
  source_ids: z.array(z.string()),
});
export type TCvOutlook = z.infer<typeof ZCvOutlook>;

export const ZCvFitComponents = z.object({
  title: z.number().int().min(0).max(100),
  technology: z.number().int().min(0).max(100),
  skills: z.number().int().min(0).max(100),
  activities: z.number().int().min(0).max(100),
  /** 100 when education reaches the occupation's job zone, lower when it does not yet. */
  preparation: z.number().int().min(0).max(100),
});

export const ZCvRole = z.object({
  occupation_code: z.string(),
  title: z.string(),
  fit: z.number().int().min(0).max(100),
  fit_components: ZCvFitComponents,
  is_current: z.boolean(),
  /** Fits well, is less exposed to AI than the current occupation, and is growing. */
  needs_me: z.boolean(),
  why: z.string(),
  /** Same formula as the job pages; null with its reason when no study covers the occupation. */
  ...RATE_WITH_COMPLEMENT_FIELDS,
  /** The reason in the reader's language, when the rate is missing. */
  ai_rate_note: z.string().nullable(),
  rate_confidence: z.enum(['high', 'medium', 'low']).nullable(),
  /**
   * Observed exposure (Anthropic, 2026), 0–1: 0 = not seen in use; null = outside the data. Results
   * stored before it existed read as null.
   */
  observed_exposure: ZObservedExposure.default(null),
  outlook: ZCvOutlook,
  /** Official wage levels in China for the occupation, per covering release; empty when none. */
  china_wages: z.array(ZChinaWageLevel),
  /**
   * Said when the CV places its author in a city and province that no release covers for this
   * occupation, so the figures come from other regions; null otherwise.
   */
  china_wages_note: z.string().nullable(),
  evidence: z.array(ZCvEvidence),
  gaps: z.array(ZCvGap),
  /** Credit mode: a step per gap. */
  gap_plan: z.array(z.string()).nullable(),
  job_zone: z.number().int().min(1).max(5).nullable(),
  /** The occupation's job page, once one exists. */
  job_id: z.number().int().nullable(),
});
export type TCvRole = z.infer<typeof ZCvRole>;

export const ZCvProfileTitle = z.object({
  title: z.string(),
  occupation_code: z.string().nullable(),
  occupation_title: z.string().nullable(),
  /** `YYYY-MM` or `YYYY`. */
  start: z.string().nullable(),
  end: z.string().nullable(),
  months: z.number().int().nullable(),
  internship: z.boolean(),
  kind: z.enum(['held', 'headline', 'target']),
  line: z.number().int(),
});
export type TCvProfileTitle = z.infer<typeof ZCvProfileTitle>;

export const ZCvProfile = z.object({
  summary: z.string(),
  years_experience: z.number().nullable(),
  years_source: z.enum(['dates', 'stated']).nullable(),
  education: z
    .object({
      level: z.string(),
      level_label: z.string(),
      field: z.string().nullable(),
      line: z.number().int(),
    })
    .nullable(),
  titles: z.array(ZCvProfileTitle),
  languages: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      level: z.string().nullable(),
      level_label: z.string().nullable(),
      line: z.number().int(),
    }),
  ),
  skills: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['skill', 'knowledge']),
      name: z.string(),
      lines: z.array(z.number().int()),
    }),
  ),
  technologies: z.array(z.object({ name: z.string(), line: z.number().int(), hot: z.boolean() })),
  /** Lines of the CV that were read. */
  lines_read: z.number().int(),
  cv_language: ZLanguage,
});
export type TCvProfile = z.infer<typeof ZCvProfile>;

export const ZSource = z.object({ id: z.string(), name: z.string(), url: z.string() });
export type TSource = z.infer<typeof ZSource>;

export const ZCvResult = z.object({
  /** Which engine wrote the words of this result; the figures are always ours. */
  engine: ZEngine,
  /** The language the result is worded in. */
  written_in: ZLanguage,
  profile: ZCvProfile,
  lines: z.array(ZCvLine),
  roles: z.array(ZCvRole).max(CV_ANALYSIS.roleCount),
  current_occupation_code: z.string().nullable(),
  /** Projected change of all U.S. employment 2024–34, percent: what "growing" is measured by. */
  all_occupations_change_pct: z.number(),
  sources: z.array(ZSource),
  formula_version: z.string(),
  data_version: z.string(),
  as_of: z.string(),
});
export type TCvResult = z.infer<typeof ZCvResult>;

export const ZCvInput = z.object({
  kind: z.enum(['upload', 'text']),
  file_name: z.string().nullable(),
  /**
   * A pasted CV's name in its own words: the person and the title read ("Jane Doe — Accountant"),
   * else its first line; null when nothing was read, and once a free result has expired.
   */
  label: z.string().nullable(),
  file_type: z.string().nullable(),
  size: z.number().int().nullable(),
  /** The uploaded file is kept with the analysis for its owner until the analysis is deleted. */
  file_available: z.boolean(),
});

/** GET /cv-analysis/{id}. */
export const ZCvAnalysisResponse = z.object({
  id: z.uuid(),
  status: ZPersonalAnalysisStatus,
  progress: z.number().int().min(0).max(100),
  stage: ZAnalysisStage,
  mode: ZPersonalAnalysisMode,
  language: ZLanguage,
  created_at: z.string(),
  completed_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  error_message: z.string().nullable(),
  error_type: z.string().nullable(),
  credits_charged: z.number().int().min(0),
  input: ZCvInput,
  result: ZCvResult.nullable(),
  feedback: ZOwnFeedback.nullable(),
});
export type TCvAnalysisResponse = z.infer<typeof ZCvAnalysisResponse>;

export const ZCvHistoryItem = z.object({
  id: z.uuid(),
  status: ZPersonalAnalysisStatus,
  progress: z.number().int().min(0).max(100),
  mode: ZPersonalAnalysisMode,
  language: ZLanguage,
  created_at: z.string(),
  expires_at: z.string().nullable(),
  /** A free result past its 24 hours: the entry stays, its content is gone. */
  expired: z.boolean(),
  input: ZCvInput,
  /** The best-fitting role and its fit, once completed. */
  top_role: z.string().nullable(),
  top_fit: z.number().int().nullable(),
  current_role: z.string().nullable(),
  error_message: z.string().nullable(),
});
export type TCvHistoryItem = z.infer<typeof ZCvHistoryItem>;

export const ZCvHistoryResponse = z.object({
  items: z.array(ZCvHistoryItem),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
});
export type TCvHistoryResponse = z.infer<typeof ZCvHistoryResponse>;

/** POST /cv-analysis/{id}/roles/{code}/job: the role's job page, written if missing. */
export const ZRoleJobParams = z.object({
  id: z.uuid(),
  code: z.string().regex(/^\d{2}-\d{4}\.\d{2}$/),
});
export const ZRoleJobResponse = z.object({
  /** `generating`: ask again shortly; the page is being written. */
  status: z.enum(['ready', 'generating']),
  job_id: z.number().int().nullable(),
});
export type TRoleJobResponse = z.infer<typeof ZRoleJobResponse>;
