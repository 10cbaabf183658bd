import type { JobFacts, SizeBand, WageBand } from '../../analysis/job-facts';
import type { AssertionLog } from './assertions';
import { entryPeers, type EntryPeers } from './entry-peers';

/** How the typical entry education and the preparation level read together. */
export type EntryRoute =
  | 'no-credential-experience'
  | 'no-credential-on-the-job'
  | 'school-then-work'
  | 'school-plus-training'
  | 'school-plus-long-experience'
  | 'short-formal'
  | 'degree-then-specialising'
  | 'degree-standard'
  | 'graduate'
  | 'doctoral';

export type WageForm = 'annual' | 'hourly' | 'projections-wage' | 'none';

/** Which survey counted the jobs named in a figure, and what it counts. */
export type JobCountSource = 'oews' | 'projections';

export interface ProfilePlan {
  noTasks: 'military' | 'all-other' | 'unrated' | null;
  entry: { education: string; route: EntryRoute | null } | null;
  /** The job count the description names, with its source. */
  jobs: { count: number; source: JobCountSource; size: SizeBand } | null;
  wage: { form: WageForm; band: WageBand | null };
  /** The description counts OEWS jobs and the outlook the projections' jobs: say why they differ. */
  twoCounts: boolean;
  /** The job against the other occupations with the same entry education. */
  peers: EntryPeers | null;
}

function entryRoute(education: string, zone: number | null): EntryRoute | null {
  switch (education) {
    case 'No formal educational credential':
      return zone !== null && zone >= 3 ? 'no-credential-experience' : 'no-credential-on-the-job';
    case 'High school diploma or equivalent':
      if (zone === null || zone <= 2) return 'school-then-work';
      return zone === 3 ? 'school-plus-training' : 'school-plus-long-experience';
    case 'Some college, no degree':
    case 'Postsecondary nondegree award':
    case "Associate's degree":
      return 'short-formal';
    case "Bachelor's degree":
      return zone === 5 ? 'degree-then-specialising' : 'degree-standard';
    case "Master's degree":
      return 'graduate';
    case 'Doctoral or professional degree':
      return 'doctoral';
    default:
      return null;
  }
}

const LARGE_BANDS: readonly SizeBand[] = ['large', 'very-large'];
const SMALL_BANDS: readonly SizeBand[] = ['small', 'niche'];

export function planProfile(facts: JobFacts, log: AssertionLog): ProfilePlan {
  const { occupation, demand, wage, employment } = facts;
  const education = demand?.projections.education ?? null;
  const fromOews = wage?.stats.employment !== null && wage?.stats.employment !== undefined;
  const stats = wage?.stats;
  const form: WageForm =
    stats?.medianAnnual !== null && stats?.medianAnnual !== undefined
      ? 'annual'
      : stats?.medianHourly !== null && stats?.medianHourly !== undefined
        ? 'hourly'
        : demand?.projections.medianWage2024
          ? 'projections-wage'
          : 'none';
  if (employment && LARGE_BANDS.includes(employment.band)) log.claim('large', true);
  if (employment && SMALL_BANDS.includes(employment.band)) log.claim('small', true);
  const band = form === 'annual' || form === 'hourly' ? (wage?.band ?? null) : null;
  if (band === 'high' || band === 'top' || band === 'upper-middle') log.claim('well-paid', true);
  if (band === 'low' || band === 'lower-middle') log.claim('poorly-paid', true);
  return {
    noTasks: facts.activities
      ? null
      : occupation.category === 'military'
        ? 'military'
        : /All Other/.test(occupation.title)
          ? 'all-other'
          : 'unrated',
    entry: education ? { education, route: entryRoute(education, occupation.jobZone) } : null,
    jobs: employment
      ? {
          count: employment.count,
          source: fromOews ? 'oews' : 'projections',
          size: employment.band,
        }
      : null,
    wage: { form, band },
    twoCounts: fromOews && demand !== null,
    peers: entryPeers(facts),
  };
}
