import { JOBS } from '@irreplaceable/contracts/constants';

/** The indicator's level, 0 to 3: it steps up at 25, 50 and 75. */
export function riskIndicatorLevel(rate: number): number {
  return JOBS.indicatorSteps.filter((step) => rate >= step).length;
}

export function isPopularJob(searchPopularity: number): boolean {
  return searchPopularity >= JOBS.popularSearchPopularity;
}
