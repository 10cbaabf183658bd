import { NEXT_THRESHOLD, type RankedActivity } from '../../analysis/activity-ranking';
import type { JobFacts } from '../../analysis/job-facts';
import { hasTaskAdvice, pickTaskAdvice, type TaskAdvicePicks } from '../../ai-use/task-advice';
import { isCareerActivity } from './activity-kinds';
import type { AssertionLog } from './assertions';
import type { StagesPlan } from './page-plan';

export type PreparationStep =
  | 'military'
  | 'no-zone'
  | 'short-certificate'
  | 'apprenticeship'
  | 'specialise-after-degree'
  | 'degree-is-the-ticket';

/** `none-*`: no move qualifies, for the reason `whyNoSaferMove` finds. */
export type MovesAdvice =
  'list' | 'no-study' | 'already-low' | 'none-less-exposed' | 'none-alike' | 'no-ratings';

export interface AdvicePlan {
  /**
   * Up to three activities that stay human and that a person builds a career on, to lean into
   * (none: the category's own edge).
   */
  keep: RankedActivity[];
  /** Up to three activities a model reaches, to direct it on; or the single most exposed. */
  direct: { mode: 'direct' | 'edges' | 'paperwork'; items: RankedActivity[] };
  preparation: PreparationStep;
  /**
   * Exposed jobs: prefer credentials in the activity that stays over ones in the activity
   * handed over, both named so the advice is this job's own.
   */
  credentialTrade: { keep: RankedActivity; handOver: RankedActivity } | null;
  moves: MovesAdvice;
  /** An activity to build skills in while staying, for the timing advice. */
  practise: RankedActivity | null;
  /**
   * From real AI use of the job's tasks: the task to stop spending hours on, the one to learn the
   * tools for, the one where a person stays needed; null without such data.
   */
  tasks: TaskAdvicePicks | null;
}

function preparationStep(facts: JobFacts): PreparationStep {
  const zone = facts.occupation.jobZone;
  if (zone === null) return facts.occupation.category === 'military' ? 'military' : 'no-zone';
  if (zone <= 2) return 'short-certificate';
  if (zone === 3) return 'apprenticeship';
  return zone === 4 ? 'specialise-after-degree' : 'degree-is-the-ticket';
}

export function planAdvice(
  facts: JobFacts,
  exposure: 'low' | 'moderate' | 'exposed' | null,
  stages: StagesPlan | null,
  log: AssertionLog,
): AdvicePlan {
  const most = facts.activities?.most ?? [];
  const keep = (facts.activities?.least ?? []).filter(isCareerActivity).slice(0, 3);
  const reached = most.filter((item) => item.gpt4 >= NEXT_THRESHOLD).slice(0, 3);
  const direct: AdvicePlan['direct'] =
    reached.length > 0
      ? { mode: 'direct', items: reached }
      : most[0]
        ? { mode: 'edges', items: [most[0]] }
        : { mode: 'paperwork', items: [] };
  const handOver = reached[0];
  const careerStays = (stages?.stays ?? []).filter(isCareerActivity);
  const kept = keep[0];
  let moves: MovesAdvice = facts.noSaferReason ?? 'none-less-exposed';
  if (facts.safer.length > 0) moves = 'list';
  else if (exposure === null) moves = 'no-study';
  else if (exposure === 'low') moves = log.claim('low-exposure', 'already-low');
  return {
    keep,
    direct,
    preparation: preparationStep(facts),
    credentialTrade:
      exposure === 'exposed' && handOver && kept && handOver !== kept
        ? { keep: kept, handOver }
        : null,
    moves,
    practise: careerStays[1] ?? careerStays[0] ?? null,
    tasks: taskPicks(facts, keep, direct.items),
  };
}

/**
 * Tasks whose Chinese name (often their work activity's) is not one the advice already tells the
 * reader to lean into, when handed to AI, or to hand to AI, when said to stay human.
 */
function taskPicks(
  facts: JobFacts,
  keep: readonly RankedActivity[],
  direct: readonly RankedActivity[],
): TaskAdvicePicks | null {
  if (!facts.taskUse) return null;
  const picks = pickTaskAdvice(facts.taskUse, {
    notHanded: new Set(keep.map((item) => item.nameZh)),
    notKept: new Set(direct.map((item) => item.nameZh)),
  });
  return hasTaskAdvice(picks) ? picks : null;
}
