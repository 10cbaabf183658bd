import type { GrowthBand, JobFacts, OpeningsBand } from '../../analysis/job-facts';
import type { RankedActivity } from '../../analysis/activity-ranking';
import type { AssertionLog } from './assertions';

/** What the page says about exposure against the jobs outlook. */
export type ExposureVersusJobs =
  | 'no-projections'
  | 'falling-and-exposed'
  | 'falling-for-other-reasons'
  | 'growing-though-exposed'
  | 'low-but-no-guarantee'
  | 'moderate-and-separate'
  | 'no-study-falling'
  | 'no-study-growing';

export type Interplay =
  | 'rising-despite-exposure'
  | 'falling-with-exposure'
  | 'low-and-growing'
  | 'low-and-falling'
  | null;

export type DemandDriver = 'growth-up' | 'growth-down' | 'openings-up' | 'openings-down';

export interface OutlookPlan {
  versusJobs: ExposureVersusJobs;
  growth: GrowthBand | null;
  openings: OpeningsBand | null;
  /** -1 trailing, 0 in step with, 1 ahead of the job's own category. */
  versusField: -1 | 0 | 1 | null;
  interplay: Interplay;
  driver: DemandDriver | null;
  timing: 'falling' | 'growing' | 'with-market' | null;
  /**
   * The activity that illustrates exposure against jobs: where the page says exposure changes the
   * work, the job's most exposed activity; where it says AI takes little, its least exposed.
   */
  example: RankedActivity | null;
}

function exampleFor(facts: JobFacts, versusJobs: ExposureVersusJobs): RankedActivity | null {
  const most = facts.activities?.most[0] ?? null;
  const least = facts.activities?.least[0] ?? null;
  switch (versusJobs) {
    case 'growing-though-exposed':
    case 'moderate-and-separate':
      return most;
    case 'low-but-no-guarantee':
    case 'falling-for-other-reasons':
      return least;
    case 'falling-and-exposed':
    case 'no-projections':
    case 'no-study-falling':
    case 'no-study-growing':
      return null;
  }
}

export function planOutlook(
  facts: JobFacts,
  exposure: 'low' | 'moderate' | 'exposed' | null,
  log: AssertionLog,
): OutlookPlan {
  const demand = facts.demand;
  if (!demand) {
    return {
      versusJobs: 'no-projections',
      growth: null,
      openings: null,
      versusField: null,
      interplay: null,
      driver: null,
      timing: null,
      example: null,
    };
  }
  const { changePct, averageChangePct, growthScore, openingsScore } = demand.figures;
  const falling = changePct < 0;
  // A fall is stated from the figure itself; a rise only when employment actually rises.
  if (falling) log.claim('shrinking', true);
  else if (changePct > 0) log.claim('growing', true);
  const faster = changePct > averageChangePct;
  let versusJobs: ExposureVersusJobs;
  if (exposure === null) versusJobs = falling ? 'no-study-falling' : 'no-study-growing';
  else if (falling)
    versusJobs = exposure === 'exposed' ? 'falling-and-exposed' : 'falling-for-other-reasons';
  else if (exposure === 'exposed') versusJobs = 'growing-though-exposed';
  else versusJobs = exposure === 'low' ? 'low-but-no-guarantee' : 'moderate-and-separate';
  let interplay: Interplay = null;
  if (exposure === 'exposed' && faster)
    interplay = log.claim('faster-than-average', 'rising-despite-exposure');
  else if (exposure === 'exposed' && falling) interplay = 'falling-with-exposure';
  else if (exposure === 'low' && faster)
    interplay = log.claim('faster-than-average', 'low-and-growing');
  else if (exposure === 'low' && falling) interplay = 'low-and-falling';
  const category = demand.category;
  const diff = category ? changePct - category.changePct : null;
  const driver: DemandDriver =
    Math.abs(growthScore - 50) >= Math.abs(openingsScore - 50)
      ? growthScore >= 50
        ? 'growth-up'
        : 'growth-down'
      : openingsScore >= 50
        ? 'openings-up'
        : 'openings-down';
  return {
    versusJobs,
    growth: demand.band,
    openings: demand.openings,
    versusField: diff === null ? null : diff >= 2 ? 1 : diff <= -2 ? -1 : 0,
    interplay,
    driver,
    timing: falling
      ? 'falling'
      : changePct > averageChangePct + 1.5
        ? log.claim('faster-than-average', 'growing')
        : 'with-market',
    example: exampleFor(facts, versusJobs),
  };
}
