import { riskBand, type TRiskBand } from '../../../shared/jobs/risk-band';

export type TRateBand = TRiskBand | 'none';

/** The same bands as the job pages (low under 25, medium to 50, high from 50), darker for charts. */
export const BAND_COLORS: Record<TRateBand, string> = {
  low: '#2b8a3e',
  medium: '#e67700',
  high: '#c92a2a',
  none: '#adb5bd',
};

export const RATE_BANDS: TRateBand[] = ['low', 'medium', 'high', 'none'];

export function rateBand(rate: number | null): TRateBand {
  return rate === null ? 'none' : riskBand(rate);
}

/** This industry against the rest, in every chart that compares. */
export const THIS_COLOR = '#0b766b';
export const OTHER_COLOR = '#ced4da';
