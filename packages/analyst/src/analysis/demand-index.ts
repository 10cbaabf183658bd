import type { Projections } from '../knowledge/types';
import type { GroupBaseline } from './labor-baselines';

/**
 * The demand index (0–100), from BLS Employment Projections 2024–34:
 *
 *   growth   = clamp(50 + 2.5 × (change % − all-occupation change %), 0, 100)
 *   openings = clamp(50 + 2.5 × (openings rate − all-occupation openings rate), 0, 100)
 *   index    = round(0.7 × growth + 0.3 × openings)
 *
 * where the openings rate is annual openings per 100 jobs of 2024 employment, and the
 * all-occupation figures are employment-weighted over every BLS occupation (labor-baselines.ts).
 * 50 means "moves with the labour market as a whole"; each percentage point above or below the
 * average moves a component by 2.5 points, so 20 points of difference saturate it.
 * Openings weigh less than growth because most openings replace people who leave or change
 * occupation: high turnover raises them without any more demand for the work.
 */
export const DEMAND_INDEX_FORMULA = {
  growthWeight: 0.7,
  openingsWeight: 0.3,
  pointsPerPercent: 2.5,
} as const;

export interface DemandFigures {
  score: number;
  growthScore: number;
  openingsScore: number;
  changePct: number;
  openingsRatePct: number;
  /** The all-occupation figures the job was compared with. */
  averageChangePct: number;
  averageOpeningsRatePct: number;
}

const clamp = (value: number) => Math.min(Math.max(value, 0), 100);

export function demandIndex(projections: Projections, average: GroupBaseline): DemandFigures {
  const { growthWeight, openingsWeight, pointsPerPercent } = DEMAND_INDEX_FORMULA;
  const openingsRatePct =
    projections.employment2024 > 0
      ? (100 * projections.openingsAnnual) / projections.employment2024
      : 0;
  const growthScore = clamp(50 + pointsPerPercent * (projections.changePct - average.changePct));
  const openingsScore = clamp(50 + pointsPerPercent * (openingsRatePct - average.openingsRatePct));
  return {
    score: Math.round(growthWeight * growthScore + openingsWeight * openingsScore),
    growthScore,
    openingsScore,
    changePct: projections.changePct,
    openingsRatePct,
    averageChangePct: average.changePct,
    averageOpeningsRatePct: average.openingsRatePct,
  };
}
