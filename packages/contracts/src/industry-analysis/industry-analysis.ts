import { z } from 'zod';
import { ZEngine } from '../analysis/analysts';
import { RATE_FIELDS } from '../analysis/rate';
import { ZLanguage } from '../common/language';
import { INDUSTRY_ANALYSIS } from '../constants';
import {
  ZAnalysisStage,
  ZOwnFeedback,
  ZPersonalAnalysisMode,
  ZPersonalAnalysisStatus,
} from '../analyses/personal-analysis';
import { ZSource } from '../cv-analysis/cv-analysis';
import { ZChinaWageLevel } from '../jobs/china-wages';
import { ZObservedExposure } from '../jobs/ai-use';

/** NAICS 2022 code: 2–6 digits, or a sector range such as `31-33`. */
export const ZNaicsCode = z.string().regex(/^(\d{2,6}|31-33|44-45|48-49)$/);

/** GET /industries?q=: public. */
export const ZIndustrySearchQuery = z.object({
  q: z.string().max(INDUSTRY_ANALYSIS.queryMaxLength * 2),
});

export const ZIndustryItem = z.object({
  code: ZNaicsCode,
  name_en: z.string(),
  /** Our Chinese name; null for the few deep codes we have not named. */
  name_zh: z.string().nullable(),
  /** 2 sector … 6 national industry (digits of the code). */
  level: z.number().int().min(2).max(6),
  /** The words that matched, when they are not the industry's own name (an alias or a GB/T name). */
  matched: z.string().nullable(),
  /** GB/T 4754-2017 codes we link to it, for readers in China. */
  gbt: z.array(z.object({ code: z.string(), name: z.string() })),
  /**
   * Broader codes that hold exactly this industry under the same name, nearest first: NAICS repeats
   * a name down levels it does not subdivide (5132 and 51321 above 513210).
   */
  parents: z.array(ZNaicsCode),
  /** Our note on where NAICS files what the reader typed, in the reader's language. */
  note: z.string().nullable(),
});
export type TIndustryItem = z.infer<typeof ZIndustryItem>;

export const ZIndustrySearchResponse = z.object({ items: z.array(ZIndustryItem) });
export type TIndustrySearchResponse = z.infer<typeof ZIndustrySearchResponse>;

/** POST /industry-analysis. Exactly one of `industry_code` and `industry_query`. */
export const ZStartIndustryAnalysis = z
  .object({
    industry_code: ZNaicsCode.optional(),
    industry_query: z.string().min(1).max(INDUSTRY_ANALYSIS.queryMaxLength).optional(),
    cv_analysis_id: z.uuid().optional(),
    current_job: z.string().max(INDUSTRY_ANALYSIS.currentJobMaxLength).optional(),
    mode: ZPersonalAnalysisMode,
    language: ZLanguage,
  })
  .refine((body) => (body.industry_code === undefined) !== (body.industry_query === undefined), {
    path: ['industry_code'],
    message: 'Give industry_code or industry_query, not both',
  });
export type TStartIndustryAnalysis = z.infer<typeof ZStartIndustryAnalysis>;

const ZRate = z.number().int().min(0).max(100);

export const ZIndustryOccupation = z.object({
  occupation_code: z.string(),
  title: z.string(),
  /** Employment in the staffing's industry (OEWS May 2024); null where only a share is published. */
  employment: z.number().int().nullable(),
  /** Percent of the staffing's employment. */
  employment_share: z.number().nullable(),
  ...RATE_FIELDS,
  /** Observed exposure (Anthropic, 2026), 0–1; 0 = not seen in use, null = outside the data. */
  observed_exposure: ZObservedExposure.default(null),
  highly_exposed: z.boolean(),
  /** U.S. change 2024–34 of the occupation across all industries, percent (BLS EP). */
  growth_pct: z.number().nullable(),
  openings_annual: z.number().int().nullable(),
  job_zone: z.number().int().min(1).max(5).nullable(),
  /** "Little or no preparation" … "extensive preparation" (O*NET job zones). */
  preparation: z.string().nullable(),
  /** Mean annual wage of the occupation within the staffing's industry, dollars (OEWS A_MEAN). */
  mean_wage: z.number().nullable(),
  mean_wage_top_coded: z.boolean(),
  /** Official wage levels in China for the occupation, per covering release; empty when none. */
  china_wages: z.array(ZChinaWageLevel),
  /** Said when the attached CV's city and province have no figures for it; null otherwise. */
  china_wages_note: z.string().nullable(),
});
export type TIndustryOccupation = z.infer<typeof ZIndustryOccupation>;

export const ZIndustryFactor = z.object({
  occupation_code: z.string(),
  title: z.string(),
  direction: z.enum(['increase', 'decrease']).nullable(),
  /** `industry`: BLS states it for this industry; `all`: for all industries together. */
  scope: z.enum(['industry', 'all']),
  /** The industry BLS stated it for, by our name of its NAICS code in the reader's language. */
  bls_industry: z.string(),
  /** Our words for BLS's factor: its kind, its direction and what drives it. */
  text: z.string(),
  cites_ai: z.boolean(),
});
export type TIndustryFactor = z.infer<typeof ZIndustryFactor>;

export const ZIndustryAiie = z.object({
  via: z.enum(['exact', 'parent', 'children']),
  aiie: z.number(),
  lm_aiie: z.number().nullable(),
  /** Percent of the 250 scored industries below it. */
  aiie_percentile: z.number().int(),
  lm_percentile: z.number().int().nullable(),
  from: z.array(z.object({ code: z.string(), title: z.string(), basis: z.string() })),
  /** How the score reached this NAICS 2022 code, in the reader's language. */
  note: z.string(),
});

export const ZIndustryPersonal = z.object({
  source: z.enum(['cv', 'job']),
  person_title: z.string().nullable(),
  job_text: z.string().nullable(),
  fits: z.array(
    z.object({
      occupation_code: z.string(),
      title: z.string(),
      fit: ZRate,
      basis: z.enum(['cv', 'skills']),
      employment_share: z.number().nullable(),
      ...RATE_FIELDS,
    }),
  ),
  /** The occupation the advice is for: the best fit. */
  target_title: z.string().nullable(),
  carries: z.array(z.object({ id: z.string(), name: z.string() })),
  learn: z.array(z.object({ id: z.string(), name: z.string() })),
  learn_technologies: z.array(z.string()),
  summary: z.string(),
});
export type TIndustryPersonal = z.infer<typeof ZIndustryPersonal>;

/**
 * Which published staffing the page uses. `level` names the occupations (`covers_pct` of the
 * industry's jobs); `summed_level` is the complete staffing every sum over occupations comes from
 * (the same as `level` except for `top10_4digit`, which lists only ten occupations).
 */
export const ZIndustryStaffing = z.object({
  level: z.enum(['detailed', 'top10_4digit', '3digit', 'sector']),
  code: ZNaicsCode,
  name: z.string(),
  covers_pct: z.number(),
  summed_level: z.enum(['detailed', '3digit', 'sector']),
  summed_code: ZNaicsCode,
  summed_name: z.string(),
});
export type TIndustryStaffing = z.infer<typeof ZIndustryStaffing>;

/**
 * China's own figures for the GB/T 4754 section the industry belongs to (NBS): the whole section,
 * wider than the industry, and urban non-private units only for employment.
 */
export const ZIndustryChinaSection = z.object({
  gbt_section: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  /** The latest year NBS published. */
  year: z.number().int(),
  /** Year-end urban non-private employment, 10,000 persons (万人). */
  employment_10k: z.number(),
  /** NBS re-based the series between 2012 and 2013: changes are counted from this year. */
  trend_from: z.number().int(),
  employment_change_pct: z.number().nullable(),
  /** Average annual wage, yuan, of urban non-private and of urban private units in `year`. */
  avg_wage_non_private: z.number().nullable(),
  avg_wage_private: z.number().nullable(),
  employment_trend: z.array(z.object({ year: z.number().int(), employment_10k: z.number() })),
});
export type TIndustryChinaSection = z.infer<typeof ZIndustryChinaSection>;

export const ZIndustryResult = z.object({
  /** Which engine wrote the words; the figures are always ours. */
  engine: ZEngine,
  written_in: ZLanguage,
  industry: z.object({
    code: ZNaicsCode,
    name: z.string(),
    name_en: z.string(),
    /** Our Chinese name; null for the few deep codes we have not named. */
    name_zh: z.string().nullable(),
    level: z.number().int(),
    sector_code: ZNaicsCode,
    sector_name: z.string(),
    staffing: ZIndustryStaffing,
    /** Self-employed app drivers or delivery riders do much of this work, and no survey counts them. */
    uncounted_self_employed: z.boolean(),
    gbt: z.array(z.object({ code: z.string(), name: z.string(), match: z.string() })),
  }),
  summary: z.string(),
  china_section: ZIndustryChinaSection.nullable(),
  /** Size and pay of the industry at its own code: QCEW 2024 (all owners), else OEWS. */
  employment: z.object({
    source: z.enum(['qcew', 'oews']),
    total: z.number().int(),
    /** Mean annual pay, dollars: total wages ÷ employment. */
    mean_wage: z.number().nullable(),
    establishments: z.number().int().nullable(),
  }),
  /** Employment-weighted mean of our occupation rates over the complete staffing (`summed_level`). */
  ai_replacement_rate: ZRate,
  rate_coverage_pct: z.number(),
  /**
   * Employment-weighted mean observed exposure (0–1) over the same staffing, beside the theoretical
   * rate; null when no occupation is covered (and for results stored before it existed).
   */
  observed_exposure: ZObservedExposure.default(null),
  /** Percent of the staffing's employment the observed figure covers. */
  observed_coverage_pct: z.number().nullable().default(null),
  highly_exposed_share_pct: z.number(),
  highly_exposed_threshold: ZRate,
  sector_rates: z.array(
    z.object({
      code: ZNaicsCode,
      name: z.string(),
      ai_replacement_rate: ZRate,
      employment: z.number().int(),
      is_this: z.boolean(),
    }),
  ),
  aiie: ZIndustryAiie.nullable(),
  aiie_all: z.array(
    z.object({ code: z.string(), aiie: z.number(), lm_aiie: z.number().nullable() }),
  ),
  occupations: z.array(ZIndustryOccupation),
  growing: z.array(z.string()),
  shrinking: z.array(z.string()),
  factors: z.array(ZIndustryFactor),
  entry_points: z.object({
    low_preparation: z.array(z.string()),
    best_outlook: z.array(z.string()),
  }),
  personal: ZIndustryPersonal.nullable(),
  all_occupations_change_pct: z.number(),
  sources: z.array(ZSource),
  formula_version: z.string(),
  data_version: z.string(),
  as_of: z.string(),
});
export type TIndustryResult = z.infer<typeof ZIndustryResult>;

export const ZIndustryInput = z.object({
  industry_code: z.string(),
  industry_name: z.string(),
  /** What the person typed, when they searched rather than picked a suggestion. */
  industry_query: z.string().nullable(),
  cv_analysis_id: z.string().nullable(),
  current_job: z.string().nullable(),
});

/** GET /industry-analysis/{id}. */
export const ZIndustryAnalysisResponse = z.object({
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
  input: ZIndustryInput,
  result: ZIndustryResult.nullable(),
  feedback: ZOwnFeedback.nullable(),
});
export type TIndustryAnalysisResponse = z.infer<typeof ZIndustryAnalysisResponse>;

export const ZIndustryHistoryItem = z.object({
  id: z.uuid(),
  status: ZPersonalAnalysisStatus,
  progress: z.number().int().min(0).max(100),
  mode: ZPersonalAnalysisMode,
  language: ZLanguage,
  created_at: z.string(),
  expires_at: z.string().nullable(),
  expired: z.boolean(),
  input: ZIndustryInput,
  ai_replacement_rate: ZRate.nullable(),
  error_message: z.string().nullable(),
});
export type TIndustryHistoryItem = z.infer<typeof ZIndustryHistoryItem>;

export const ZIndustryHistoryResponse = z.object({
  items: z.array(ZIndustryHistoryItem),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
});
export type TIndustryHistoryResponse = z.infer<typeof ZIndustryHistoryResponse>;
