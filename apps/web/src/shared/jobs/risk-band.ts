import { JOBS } from '@irreplaceable/contracts/constants';

export type TRiskBand = 'low' | 'medium' | 'high';

/** Low under 25, medium 25 to under 50, high 50 and over (spec 000 section 9). */
export function riskBand(rate: number): TRiskBand {
  if (rate >= JOBS.riskBands.high) return 'high';
  if (rate >= JOBS.riskBands.medium) return 'medium';
  return 'low';
}
