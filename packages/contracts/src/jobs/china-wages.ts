import { z } from 'zod';

/**
 * How the CSCO occupation a figure comes from relates to the page's occupation: the same work, a
 * specialty inside it (儿科护士 for registered nurses), or a broader group that includes it.
 */
export const CHINA_WAGE_MATCHES = ['same', 'narrower', 'group'] as const;
export const ZChinaWageMatch = z.enum(CHINA_WAGE_MATCHES);
export type TChinaWageMatch = z.infer<typeof ZChinaWageMatch>;

/** One release's wage level for the occupation, yuan per month. */
export const ZChinaWageLevel = z.object({
  /** The surveyed region in the request's language (广东省 for a provincial release). */
  region: z.string(),
  region_scope: z.enum(['province', 'city', 'area']),
  /** The publishing bureau and the release's title, as published (Chinese in both languages). */
  release: z.string(),
  /** The year the wages refer to. */
  year: z.number().int(),
  csco_code: z.string(),
  /** The CSCO 2022 name of the occupation the figures are for. */
  csco_name: z.string(),
  match: ZChinaWageMatch,
  /** Null where the release gives only the median. */
  p25: z.number().nullable(),
  p50: z.number(),
  p75: z.number().nullable(),
});
export type TChinaWageLevel = z.infer<typeof ZChinaWageLevel>;

/** NBS national average wage of urban employees: yearly figures, and the same divided by 12. */
export const ZChinaNationalAverage = z.object({
  year: z.number().int(),
  non_private_annual: z.number().nullable(),
  private_annual: z.number().nullable(),
  /** Annual ÷ 12, rounded: a monthly figure for comparison, not a published one. */
  non_private_monthly: z.number().nullable(),
  private_monthly: z.number().nullable(),
  source: z.string(),
});
export type TChinaNationalAverage = z.infer<typeof ZChinaNationalAverage>;

/**
 * Wage levels in China for a job page's occupation: `covered` with one entry per release that
 * covers it, or `none` with no levels; the national average is there in both cases.
 */
export const ZChinaWages = z.object({
  status: z.enum(['covered', 'none']),
  levels: z.array(ZChinaWageLevel),
  national_average: ZChinaNationalAverage.nullable(),
});
export type TChinaWages = z.infer<typeof ZChinaWages>;
