import { z } from 'zod';

/**
 * Why an occupation has no AI replacement rate. Today the only reason is that none of the
 * studies covers it; a rate is never filled in with a neutral number instead.
 */
export const RATE_UNKNOWN_REASONS = ['no_study_coverage'] as const;
export const ZRateUnknownReason = z.enum(RATE_UNKNOWN_REASONS);
export type TRateUnknownReason = z.infer<typeof ZRateUnknownReason>;

/** An AI replacement rate, 0–100, or null when no study gives one. */
export const ZNullableRate = z.number().min(0).max(100).nullable();

/**
 * The fields every message that carries a job's rate uses: the rate, or null with the reason
 * beside it. Spread into an object schema so each contract reads the same.
 */
export const RATE_FIELDS = {
  ai_replacement_rate: ZNullableRate,
  rate_unknown_reason: ZRateUnknownReason.nullable(),
};

/** The job pages also carry the complement, unknown exactly when the rate is. */
export const RATE_WITH_COMPLEMENT_FIELDS = {
  ...RATE_FIELDS,
  /** 100 − the rate; null when the rate is. */
  human_irreplaceability: ZNullableRate,
};

/** The reason to send beside a rate: null when the rate is known. */
export function rateUnknownReason(rate: number | null): TRateUnknownReason | null {
  return rate === null ? 'no_study_coverage' : null;
}

/** Why a demand index is missing: BLS publishes no employment projections for the occupation. */
export const DEMAND_UNKNOWN_REASONS = ['no_projections'] as const;
export const ZDemandUnknownReason = z.enum(DEMAND_UNKNOWN_REASONS);
export type TDemandUnknownReason = z.infer<typeof ZDemandUnknownReason>;
