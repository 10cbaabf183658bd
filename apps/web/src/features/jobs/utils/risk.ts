import { JOBS } from '@irreplaceable/contracts/constants';

export type TRiskBand = 'low' | 'medium' | 'high';

/** Low under 25, medium 25 to under 50, high 50 and over (spec 000 section 9). */
export function riskBand(rate: number): TRiskBand {
  if (rate >= JOBS.riskBands.high) return 'high';
  if (rate >= JOBS.riskBands.medium) return 'medium';
  return 'low';
}

/** The indicator's level, 0 to 3: it steps up at 25, 50 and 75. */
export function riskIndicatorLevel(rate: number): number {
  return JOBS.indicatorSteps.filter((step) => rate >= step).length;
}

export function isPopularJob(searchPopularity: number): boolean {
  return searchPopularity >= JOBS.popularSearchPopularity;
}
