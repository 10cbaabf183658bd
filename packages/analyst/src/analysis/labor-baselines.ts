import type { KnowledgeBase } from '../knowledge/load-knowledge';
import type { CategoryId, OccupationRecord, WageStats } from '../knowledge/types';

/** Employment-weighted figures of a group of BLS occupations (each NEM code counted once). */
export interface GroupBaseline {
  /** Projected employment change 2024–34 of the whole group, percent. */
  changePct: number;
  /** Annual openings per 100 jobs of 2024 employment. */
  openingsRatePct: number;
  employment2024: number;
}

export interface LaborBaselines {
  all: GroupBaseline;
  byCategory: ReadonlyMap<CategoryId, GroupBaseline>;
  /** Share (0–1) of OEWS employment in occupations whose median wage is lower than `annual`. */
  wagePercentile: (annual: number) => number;
}

/** OEWS publishes only an hourly wage for a few occupations; BLS annualises at 2,080 hours. */
export const HOURS_PER_YEAR = 2080;

export function annualWage(wages: WageStats): number | null {
  if (wages.medianAnnual !== null) return wages.medianAnnual;
  return wages.medianHourly === null ? null : wages.medianHourly * HOURS_PER_YEAR;
}

function groupBaseline(occupations: readonly OccupationRecord[]): GroupBaseline | null {
  // O*NET children share their NEM occupation's figures, so each NEM code counts once.
  const seen = new Set<string>();
  let employment2024 = 0;
  let employment2034 = 0;
  let openings = 0;
  for (const { projections } of occupations) {
    if (!projections || seen.has(projections.nem)) continue;
    seen.add(projections.nem);
    employment2024 += projections.employment2024;
    employment2034 += projections.employment2034;
    openings += projections.openingsAnnual;
  }
  if (employment2024 === 0) return null;
  return {
    changePct: (100 * (employment2034 - employment2024)) / employment2024,
    openingsRatePct: (100 * openings) / employment2024,
    employment2024,
  };
}

function wagePercentiles(occupations: readonly OccupationRecord[]): (annual: number) => number {
  const seen = new Set<string>();
  const points: { wage: number; employment: number }[] = [];
  for (const { wages } of occupations) {
    if (!wages || wages.employment === null || seen.has(wages.soc)) continue;
    const wage = annualWage(wages);
    if (wage === null) continue;
    seen.add(wages.soc);
    points.push({ wage, employment: wages.employment });
  }
  points.sort((a, b) => a.wage - b.wage);
  const total = points.reduce((sum, point) => sum + point.employment, 0);
  return (annual) => {
    let below = 0;
    let equal = 0;
    for (const point of points) {
      if (point.wage < annual) below += point.employment;
      else if (point.wage === annual) equal += point.employment;
      else break;
    }
    return total > 0 ? (below + equal / 2) / total : 0.5;
  };
}

/**
 * The all-occupation averages every job is compared with, computed from the data (not
 * hard-coded), so they follow the dataset when it is rebuilt.
 */
export function computeLaborBaselines(knowledge: KnowledgeBase): LaborBaselines {
  const all = groupBaseline(knowledge.occupations);
  if (!all) throw new Error('The knowledge base has no employment projections');
  const byCategory = new Map<CategoryId, GroupBaseline>();
  for (const [category, members] of knowledge.byCategory) {
    const baseline = groupBaseline(members);
    if (baseline) byCategory.set(category, baseline);
  }
  return { all, byCategory, wagePercentile: wagePercentiles(knowledge.occupations) };
}
