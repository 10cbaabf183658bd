import type { RankedActivity } from '../../analysis/activity-ranking';
import type { OccupationRecord } from '../../knowledge/types';

/**
 * What kind of work an O*NET intermediate work activity is, for the writing. O*NET's fourth
 * family ("work output", 4.A.3) mixes physical work with desk output (programming, drafting,
 * documenting), so "hands-on" by family called record-keeping physical; here only the
 * physical branch (4.A.3.a) and repairs (4.A.3.b.4, 4.A.3.b.5) count as physical.
 */
export type ActivityKind = 'physical' | 'desk-output' | 'people' | 'information' | 'thinking';

export const ACTIVITY_KINDS: readonly ActivityKind[] = [
  'physical',
  'desk-output',
  'people',
  'information',
  'thinking',
];

export function activityKind(iwaId: string): ActivityKind {
  if (iwaId.startsWith('4.A.1')) return 'information';
  if (iwaId.startsWith('4.A.2')) return 'thinking';
  if (iwaId.startsWith('4.A.4')) return 'people';
  if (iwaId.startsWith('4.A.3.a')) return 'physical';
  if (iwaId.startsWith('4.A.3.b.4') || iwaId.startsWith('4.A.3.b.5')) return 'physical';
  if (iwaId.startsWith('4.A.3')) return 'desk-output';
  return 'thinking';
}

/** Share (0–1) of the occupation's rated task weight in each kind of work. */
export function kindShares(occupation: OccupationRecord): Record<ActivityKind, number> {
  const shares: Record<ActivityKind, number> = {
    physical: 0,
    'desk-output': 0,
    people: 0,
    information: 0,
    thinking: 0,
  };
  const total = occupation.iwas.reduce((sum, item) => sum + item.weight, 0) || 1;
  for (const item of occupation.iwas) shares[activityKind(item.id)] += item.weight / total;
  return shares;
}

/** Activities of one kind, in the order given. */
export function ofKind(items: readonly RankedActivity[], kind: ActivityKind): RankedActivity[] {
  return items.filter((item) => activityKind(item.id) === kind);
}

/**
 * Handling, cleaning, loading and routine record-keeping that nearly every hands-on or clerical
 * job includes: true of the job, but nothing a person builds a career on, so advice to "lean
 * into", "build on" or "prove" an activity never names one of these.
 */
const SUPPORT_ACTIVITIES = new Set([
  '4.A.2.a.2.I02', // Sort materials or products
  '4.A.3.a.1.I03', // Clean tools, equipment, facilities, or work areas
  '4.A.3.a.1.I05', // Dispose of waste or debris
  '4.A.3.a.1.I06', // Load products, materials, or equipment
  '4.A.3.a.1.I08', // Clean workpieces, finished products, or other objects
  '4.A.3.a.1.I09', // Clean medical equipment or facilities
  '4.A.3.a.1.I10', // Move materials, equipment, or supplies
  '4.A.3.a.2.I37', // Stock supplies or products
  '4.A.3.a.2.I42', // Package objects
  '4.A.3.b.6.I08', // Maintain operational records
  '4.A.3.b.6.I15', // Prepare reports of operational or procedural activities
  '4.A.4.c.3.I03', // Distribute materials, supplies, or resources
]);

/** Whether an activity is one the job's advice can tell a person to build on. */
export function isCareerActivity(item: { id: string }): boolean {
  return !SUPPORT_ACTIVITIES.has(item.id);
}
