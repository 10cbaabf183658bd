import type { KnowledgeBase } from '../knowledge/load-knowledge';
import type { IwaExposure, OccupationRecord } from '../knowledge/types';

/**
 * The four O*NET work-activity families, read from the IWA id (4.A.1 … 4.A.4): taking in
 * information, mental processes, work output (mostly physical), interacting with others.
 */
export type ActivityFamily = 'information' | 'thinking' | 'hands-on' | 'people';

const FAMILY_BY_PREFIX: Record<string, ActivityFamily> = {
  '4.A.1': 'information',
  '4.A.2': 'thinking',
  '4.A.3': 'hands-on',
  '4.A.4': 'people',
};

export interface RankedActivity {
  id: string;
  name: string;
  nameZh: string;
  family: ActivityFamily;
  /** Weighted mean task β of the occupation's tasks in this activity (GPT-4 and human raters). */
  gpt4: number;
  human: number;
  tasks: number;
  weight: number;
  /** Microsoft: share of Copilot conversations on this activity judged completed, when known. */
  completionAi: number | null;
}

/** β at or above which a model alone covers most of the activity's tasks (E1 in the paper). */
export const NOW_THRESHOLD = 0.75;
/** β from which the tasks need software built around a model (E2) rather than none at all. */
export const NEXT_THRESHOLD = 0.4;
/** β at or below which an activity is, for now, human work. */
export const STAYS_THRESHOLD = 0.25;

export interface ActivityFacts {
  count: number;
  most: RankedActivity[];
  least: RankedActivity[];
  /** Share (0–1) of the occupation's task weight in each family. */
  familyShares: Record<ActivityFamily, number>;
  dominant: ActivityFamily;
  /** Share (0–1) of task weight in activities at or above NOW_THRESHOLD / at or below STAYS. */
  nowShare: number;
  staysShare: number;
  /** The activity where GPT-4 and the human raters disagree most, when they disagree at all. */
  widestRaterGap: RankedActivity | null;
}

/** 5 each way for a long activity list, fewer for short ones, never overlapping. */
function listSize(count: number): number {
  if (count >= 10) return 5;
  if (count >= 8) return 4;
  if (count >= 6) return 3;
  return Math.floor(count / 2);
}

function rank(knowledge: KnowledgeBase, item: IwaExposure): RankedActivity {
  const record = knowledge.iwaById.get(item.id);
  return {
    id: item.id,
    name: record?.name ?? item.id,
    nameZh: record?.nameZh ?? record?.name ?? item.id,
    family: FAMILY_BY_PREFIX[item.id.slice(0, 5)] ?? 'thinking',
    gpt4: item.gpt4,
    human: item.human,
    tasks: item.tasks,
    weight: item.weight,
    completionAi: record?.microsoft?.completionAi ?? null,
  };
}

export function rankActivities(
  knowledge: KnowledgeBase,
  occupation: OccupationRecord,
): ActivityFacts | null {
  if (occupation.iwas.length === 0) return null;
  const all = occupation.iwas.map((item) => rank(knowledge, item));
  // Most exposed first; among equals, the activity that holds more of the job's tasks.
  const byExposure = [...all].sort(
    (a, b) => b.gpt4 - a.gpt4 || b.weight - a.weight || a.id.localeCompare(b.id),
  );
  const size = Math.max(listSize(all.length), 1);
  // An activity no model reaches (β 0) is never "most exposed", and one it largely covers
  // (β ≥ NOW_THRESHOLD) never "stays human"; each list keeps at least its extreme item.
  const mostExposed = byExposure.slice(0, size);
  const most = mostExposed.filter((item, index) => index === 0 || item.gpt4 > 0);
  const ascending = [...all]
    .sort((a, b) => a.gpt4 - b.gpt4 || b.weight - a.weight || a.id.localeCompare(b.id))
    .filter((item) => !most.includes(item))
    .slice(0, listSize(all.length));
  const least = ascending.filter((item, index) => index === 0 || item.gpt4 < NOW_THRESHOLD);
  const totalWeight = all.reduce((sum, item) => sum + item.weight, 0) || 1;
  const familyShares: Record<ActivityFamily, number> = {
    information: 0,
    thinking: 0,
    'hands-on': 0,
    people: 0,
  };
  for (const item of all) familyShares[item.family] += item.weight / totalWeight;
  const dominant = (Object.keys(familyShares) as ActivityFamily[]).reduce((best, family) =>
    familyShares[family] > familyShares[best] ? family : best,
  );
  const shareWhere = (test: (item: RankedActivity) => boolean) =>
    all.filter(test).reduce((sum, item) => sum + item.weight, 0) / totalWeight;
  return {
    count: all.length,
    most,
    least,
    familyShares,
    dominant,
    nowShare: shareWhere((item) => item.gpt4 >= NOW_THRESHOLD),
    staysShare: shareWhere((item) => item.gpt4 <= STAYS_THRESHOLD),
    widestRaterGap:
      [...all]
        .filter((item) => item.gpt4 !== item.human)
        .sort(
          (a, b) =>
            Math.abs(b.gpt4 - b.human) - Math.abs(a.gpt4 - a.human) ||
            b.weight - a.weight ||
            a.id.localeCompare(b.id),
        )[0] ?? null,
  };
}
