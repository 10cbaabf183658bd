import {
  NEXT_THRESHOLD,
  NOW_THRESHOLD,
  STAYS_THRESHOLD,
  type RankedActivity,
} from '../../analysis/activity-ranking';
import type { JobFacts } from '../../analysis/job-facts';
import { ACTIVITY_KINDS, kindShares, ofKind, type ActivityKind } from './activity-kinds';
import { AssertionLog, type Assertion } from './assertions';
import { planAdvice, type AdvicePlan } from './advice-plan';
import { planOutlook, type OutlookPlan } from './outlook-plan';
import { planProfile, type ProfilePlan } from './profile-plan';
import { rateRobustness, type RateRobustness } from './rate-robustness';

/** A kind of work the job is "mostly" about only when it holds at least half the task weight. */
export const MOSTLY_SHARE = 0.5;

export interface WorkProfile {
  shares: Record<ActivityKind, number>;
  /** The kind with the most task weight, and whether it holds a majority of it. */
  main: ActivityKind;
  mostly: boolean;
  /** The kind with the second-most weight. */
  second: ActivityKind;
}

/** The activities that stay human, grouped by the kind of work that explains why. */
export interface StaysGroup {
  kind: ActivityKind;
  items: RankedActivity[];
}

export interface StagesPlan {
  now: RankedActivity[];
  next: RankedActivity[];
  stays: RankedActivity[];
  /** Set when nothing is at or below the stays threshold: the least exposed activity. */
  stillReached: RankedActivity | null;
  staysGroups: StaysGroup[];
  tilt: 'change' | 'out-of-reach' | 'in-between';
  /** All the task weight O*NET rates for the job, so each listed activity can say its share. */
  totalWeight: number;
  /**
   * With activities in the first group and none listed in the second: the most exposed activity
   * below the first group, which says how empty the middle band really is (null when every rated
   * activity is in the first group).
   */
  belowNow: { name: string; nameZh: string; gpt4: number; weight: number } | null;
}

/**
 * What a job page says, decided once from the figures and shared by both languages: which
 * statements appear, with their values, and which properties of the job they assert. The
 * English and Chinese writers only word this plan; they never test a figure themselves.
 */
export interface PagePlan {
  work: WorkProfile | null;
  /** How the job sits on the exposure scale, or null when no study covers it. */
  exposure: 'low' | 'moderate' | 'exposed' | null;
  stages: StagesPlan | null;
  profile: ProfilePlan;
  outlook: OutlookPlan;
  advice: AdvicePlan;
  /** The study the rate hangs on most, said with the confidence. */
  robustness: RateRobustness | null;
  /**
   * With no Claude conversations for the job: whether GPT-4's rating of its tasks makes that
   * absence expected (low), surprising (the tasks are exposed) or neither.
   */
  noUsage: 'expected' | 'surprising' | 'neither' | null;
  asserts: Assertion[];
}

function workProfile(facts: JobFacts, log: AssertionLog): WorkProfile | null {
  if (!facts.activities) return null;
  const shares = kindShares(facts.occupation);
  const ranked = [...ACTIVITY_KINDS].sort((a, b) => shares[b] - shares[a]);
  const main = ranked[0]!;
  const mostly = shares[main] >= MOSTLY_SHARE;
  if (mostly) log.claim(`mostly-${main}`, true);
  return { shares, main, mostly, second: ranked[1]! };
}

function exposureOf(facts: JobFacts, log: AssertionLog): PagePlan['exposure'] {
  switch (facts.band) {
    case 'none':
      return log.claim('no-study', null);
    case 'very-low':
    case 'low':
      log.claim('rate-stated', true);
      return log.claim('low-exposure', 'low');
    case 'moderate':
      log.claim('rate-stated', true);
      return log.claim('moderate-exposure', 'moderate');
    case 'elevated':
    case 'high':
    case 'very-high':
      log.claim('rate-stated', true);
      return log.claim('exposed', 'exposed');
  }
}

function stagesOf(facts: JobFacts, work: WorkProfile | null, log: AssertionLog): StagesPlan | null {
  const activities = facts.activities;
  if (!activities || !work) return null;
  const stays = activities.least;
  const below = stays.filter((item) => item.gpt4 <= STAYS_THRESHOLD);
  const staysGroups = ACTIVITY_KINDS.map((kind) => ({ kind, items: ofKind(below, kind) })).filter(
    (group) => group.items.length > 0,
  );
  for (const group of staysGroups) {
    if (group.kind === 'physical') log.claim('physical', true, group.items);
    if (group.kind === 'people') log.claim('people-facing', true, group.items);
  }
  const tilt =
    activities.nowShare > activities.staysShare + 0.1
      ? 'change'
      : activities.staysShare > 0.5
        ? 'out-of-reach'
        : 'in-between';
  const now = activities.most.filter((item) => item.gpt4 >= NOW_THRESHOLD);
  const next = activities.most.filter(
    (item) => item.gpt4 >= NEXT_THRESHOLD && item.gpt4 < NOW_THRESHOLD,
  );
  const iwas = facts.occupation.iwas;
  const topBelowNow = [...iwas]
    .filter((item) => item.gpt4 < NOW_THRESHOLD)
    .sort((a, b) => b.gpt4 - a.gpt4 || b.weight - a.weight || a.id.localeCompare(b.id))[0];
  const record = topBelowNow ? facts.knowledge.iwaById.get(topBelowNow.id) : undefined;
  return {
    now,
    next,
    stays,
    stillReached: below.length === 0 ? (stays[0] ?? null) : null,
    staysGroups,
    tilt,
    totalWeight: iwas.reduce((sum, item) => sum + item.weight, 0),
    belowNow:
      topBelowNow && now.length > 0 && next.length === 0
        ? {
            name: record?.name ?? topBelowNow.id,
            nameZh: record?.nameZh ?? record?.name ?? topBelowNow.id,
            gpt4: topBelowNow.gpt4,
            weight: topBelowNow.weight,
          }
        : null,
  };
}

function noUsageReading(facts: JobFacts): PagePlan['noUsage'] {
  const gpt4 = facts.studies.value('gpts_gpt4_beta');
  if (gpt4 === null || !facts.studies.missing.includes('anthropic_usage')) return null;
  if (gpt4 <= STAYS_THRESHOLD) return 'expected';
  return gpt4 >= NEXT_THRESHOLD ? 'surprising' : 'neither';
}

export function planPage(facts: JobFacts): PagePlan {
  const log = new AssertionLog();
  const work = workProfile(facts, log);
  const exposure = exposureOf(facts, log);
  const stages = stagesOf(facts, work, log);
  return {
    work,
    exposure,
    stages,
    profile: planProfile(facts, log),
    outlook: planOutlook(facts, exposure, log),
    advice: planAdvice(facts, exposure, stages, log),
    robustness: facts.band === 'none' ? null : rateRobustness(facts),
    noUsage: noUsageReading(facts),
    asserts: log.items,
  };
}

const plans = new WeakMap<JobFacts, PagePlan>();

/** The page's plan, made once per set of facts and shared by both languages and the reviews. */
export function pagePlan(facts: JobFacts): PagePlan {
  let plan = plans.get(facts);
  if (!plan) {
    plan = planPage(facts);
    plans.set(facts, plan);
  }
  return plan;
}
