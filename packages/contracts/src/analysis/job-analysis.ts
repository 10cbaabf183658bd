import { z } from 'zod';
import { ZAnalystId, ZEngine, type TAnalystId } from './analysts';
import { PERSONA_SCORE_FIELDS } from './personas';
import { RATE_WITH_COMPLEMENT_FIELDS, ZDemandUnknownReason } from './rate';

export const ZMarketEntry = z.object({
  location: z.string(),
  local_job_data: z.string(),
  market_analysis: z.string(),
  last_updated: z.string(),
  source: z.string(),
});
export type TMarketEntry = z.infer<typeof ZMarketEntry>;

export const ZRelatedResource = z.object({ title: z.string(), url: z.string() });
export type TRelatedResource = z.infer<typeof ZRelatedResource>;

export const ZDemandIndex = z.object({
  /** 0–100, from projected growth and openings; null when BLS publishes no projections. */
  score: z.number().min(0).max(100).nullable(),
  /** Why the score is missing, when it is. */
  unknown_reason: ZDemandUnknownReason.nullable(),
  reading: z.string(),
});
export type TDemandIndex = z.infer<typeof ZDemandIndex>;

/** The written part of a job page in one language (spec 001 section 3). Markdown in strings. */
export const ZJobAnalysisText = z.object({
  description: z.string(),
  deep_understanding: z.string(),
  demand_index: ZDemandIndex,
  replacement_process: z.string(),
  human_advice: z.string(),
  market_analysis: z.array(ZMarketEntry),
  related_resources: z.array(ZRelatedResource),
});
export type TJobAnalysisText = z.infer<typeof ZJobAnalysisText>;

export const STUDY_IDS = [
  'gpts_gpt4_beta',
  'gpts_human_beta',
  'frey_osborne',
  'aioe',
  'lm_aioe',
  'microsoft_applicability',
  'anthropic_usage',
  'ilo_genai',
  'anthropic_observed_2026',
] as const;
export const ZStudyId = z.enum(STUDY_IDS);
export type TStudyId = z.infer<typeof ZStudyId>;

/** One study's figure for the occupation and what it contributed to the rate. */
export const ZStudyContribution = z.object({
  study: ZStudyId,
  raw_value: z.number().nullable(),
  /** The figure on the common 0–1 scale (GPT-4 β: share of tasks exposed). */
  normalized: z.number().nullable(),
  weight: z.number(),
  /** Points of the 0–100 rate that came from this study (0 when missing). */
  contribution: z.number(),
  /**
   * For `anthropic_observed_2026` (observed use, shown beside the theoretical studies with weight 0):
   * one sentence in the request's language on where theory and observed use differ for this job.
   */
  note: z.string().nullable(),
});
export type TStudyContribution = z.infer<typeof ZStudyContribution>;

export const ZJobEvidence = z.object({
  occupation: z.object({ code: z.string(), title: z.string(), title_zh: z.string() }),
  other_occupations: z.array(z.object({ code: z.string(), title: z.string(), score: z.number() })),
  studies: z.array(ZStudyContribution),
  formula_version: z.string(),
  data_version: z.string(),
  confidence: z.enum(['high', 'medium', 'low']),
  studies_available: z.number().int(),
});
export type TJobEvidence = z.infer<typeof ZJobEvidence>;

/** The lens each analyst reads the figures through: what its built-in score weighs. */
export const REVIEW_LENSES = ['market', 'judgement', 'breadth', 'activities'] as const;
export const ZReviewLens = z.enum(REVIEW_LENSES);
export type TReviewLens = z.infer<typeof ZReviewLens>;

/** Each character's lens, also when a model wrote the review and so gave no stance. */
export const ANALYST_LENSES: Record<TAnalystId, TReviewLens> = {
  gpt: 'market',
  claude: 'judgement',
  gemini: 'breadth',
  deepseek: 'activities',
};

/**
 * One figure behind a built-in analyst's score. `weight` is its share of the blend (0–1); for a
 * `pull` it is null and `value` is how far (0–100 %) the score was drawn toward the neutral 50.
 */
export const ZStanceInput = z.object({
  factor: z.enum([
    'resilience',
    'demand',
    'wage',
    'rate',
    'human_raters',
    'studies_mean',
    'activities',
    'doubt_pull',
    'missing_studies_pull',
    'no_activities_pull',
    // Only in reviews stored before a missing score became null; no new stance carries it.
    'no_data',
  ]),
  value: z.number(),
  weight: z.number().nullable(),
  /** How many studies or activities the figure is taken over, where that applies. */
  count: z.number().int().nullable(),
});
export type TStanceInput = z.infer<typeof ZStanceInput>;

/** Why a built-in analyst's score leans the way it does: its lens and the figures it weighed. */
export const ZReviewStance = z.object({
  lens: ZReviewLens,
  inputs: z.array(ZStanceInput),
});
export type TReviewStance = z.infer<typeof ZReviewStance>;

/**
 * A model's verdict on a job beside its 0–100 resilience score, and the band of scores each
 * verdict covers: a verdict whose score lies outside its band is not accepted.
 */
export const REVIEW_VERDICTS = ['resilient', 'mixed', 'exposed'] as const;
export const ZReviewVerdict = z.enum(REVIEW_VERDICTS);
export type TReviewVerdict = z.infer<typeof ZReviewVerdict>;
export const REVIEW_VERDICT_BANDS: Record<TReviewVerdict, { min: number; max: number }> = {
  resilient: { min: 60, max: 100 },
  mixed: { min: 40, max: 59 },
  exposed: { min: 0, max: 39 },
};

/** The verdict whose band holds a score (scores between bands, such as 59.5, round first). */
export function verdictOfScore(score: number): TReviewVerdict {
  const rounded = Math.round(score);
  return REVIEW_VERDICTS.find((verdict) => rounded >= REVIEW_VERDICT_BANDS[verdict].min)!;
}

export const ZAnalystReview = z.object({
  provider: ZAnalystId,
  comment: z.string(),
  review_comment: z.string(),
  /**
   * The analyst's own 0–100 resilience (higher = safer), beside the page's formula verdict; null
   * with the reason when nothing the analyst's lens reads covers the job.
   */
  ...PERSONA_SCORE_FIELDS,
  /** A model's verdict, in the band of its score; absent for the built-in analyst's reviews. */
  verdict: ZReviewVerdict.nullable().optional(),
  generated_version: z.string(),
  engine: ZEngine,
  /** What drives a built-in score; absent for a model's review (its score is its own reading). */
  stance: ZReviewStance.nullable().optional(),
});
export type TAnalystReview = z.infer<typeof ZAnalystReview>;

/**
 * What a career move asks the person to give up or add: a clearly lower median wage, or two or more
 * steps more preparation. Absent when the move keeps the pay and the preparation level.
 */
export const ZSaferMoveTradeOff = z.enum(['lower-wage', 'more-preparation']);
export type TSaferMoveTradeOff = z.infer<typeof ZSaferMoveTradeOff>;

export const ZSaferOccupation = z.object({
  code: z.string(),
  title: z.string(),
  title_zh: z.string(),
  ai_replacement_rate: z.number(),
  trade_off: ZSaferMoveTradeOff.optional(),
});

/** The written sections of a job page, each of which a model writes or the built-in analyst does. */
export const JOB_TEXT_SECTIONS = [
  'description',
  'deep_understanding',
  'demand_reading',
  'replacement_process',
  'human_advice',
] as const;
export const ZJobTextSection = z.enum(JOB_TEXT_SECTIONS);
export type TJobTextSection = z.infer<typeof ZJobTextSection>;

/** Everything the analyst produces for one job title, in both languages. */
export const ZJobAnalysis = z.object({
  canonical_title: z.string(),
  title_zh: z.string(),
  category: z.object({ id: z.string(), en: z.string(), zh: z.string() }),
  ...RATE_WITH_COMPLEMENT_FIELDS,
  evidence: ZJobEvidence,
  safer_occupations: z.array(ZSaferOccupation),
  content: z.object({ en: ZJobAnalysisText, zh: ZJobAnalysisText }),
  reviews: z.object({ en: z.array(ZAnalystReview), zh: z.array(ZAnalystReview) }),
  engine: ZEngine,
  /**
   * On a page a model wrote, the sections the built-in analyst wrote instead, because the model's
   * stated figures the page does not hold. Absent on pages written before sections were checked.
   */
  builtin_sections: z
    .object({ en: z.array(ZJobTextSection), zh: z.array(ZJobTextSection) })
    .optional(),
});
export type TJobAnalysis = z.infer<typeof ZJobAnalysis>;
