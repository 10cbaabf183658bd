import {
  NEXT_THRESHOLD,
  NOW_THRESHOLD,
  STAYS_THRESHOLD,
  type RankedActivity,
} from '../analysis/activity-ranking';
import type { JobFacts } from '../analysis/job-facts';
import { activityListEn, beta, inSentence, sentenceStart, share } from './format';
import { KIND_SHORT_EN } from './labels';
import type { ActivityKind } from './plan/activity-kinds';
import { pagePlan, type StagesPlan } from './plan/page-plan';

/** An activity's part of the job: the same activity weighs differently in different jobs. */
function weightOf(weight: number, total: number): string {
  const value = total > 0 ? weight / total : 0;
  return value < 0.005 ? 'under 1%' : share(value);
}

/**
 * One activity with its share of the job's task weight and both raters' figures, saying whether
 * the people agree with GPT-4.
 */
function bullet(item: RankedActivity, total: number): string {
  const [g, h] = [beta(item.gpt4), beta(item.human)];
  const name = `${item.name} (${weightOf(item.weight, total)} of the task weight)`;
  if (Math.abs(item.gpt4 - item.human) < 0.15)
    return `- ${name}: β **${g}**, and human raters agree (${h})`;
  return item.human < item.gpt4
    ? `- ${name}: β **${g}** by GPT-4, only ${h} by human raters`
    : `- ${name}: β **${g}** by GPT-4, ${h} by human raters, who see more exposure`;
}

const named = (items: readonly RankedActivity[]) => activityListEn(items.map((item) => item.name));

function intro(facts: JobFacts, stages: StagesPlan): string {
  const { work } = pagePlan(facts);
  const activities = facts.activities!;
  const family = work?.mostly ? KIND_SHORT_EN[work.main] : 'mixed work';
  const head = `Of the task weight O*NET rates for ${facts.title.en}, **${share(activities.nowShare)}** sits in activities a language model could largely handle on its own (β ≥ ${NOW_THRESHOLD}) and **${share(activities.staysShare)}** in activities it barely reaches (β ≤ ${STAYS_THRESHOLD})`;
  const tilt = {
    change: work?.mostly
      ? `for a job built mostly on ${family}, the balance tilts toward change.`
      : 'the balance tilts toward change.',
    'out-of-reach': `most of this ${family} is out of reach.`,
    'in-between': `the rest of this ${family} sits in between, where tools help but do not take over.`,
  }[stages.tilt];
  return `${head}: ${tilt}`;
}

function now(facts: JobFacts, stages: StagesPlan): string {
  const heading = '**Now**: what current models can already do';
  if (stages.now.length === 0) {
    const top = facts.activities!.most[0]!;
    return `${heading}\n\nNothing in its rated activities is within reach of a model on its own yet; the most exposed, *${inSentence(top.name)}*, rates β ${beta(top.gpt4)}.`;
  }
  const top = stages.now[0]!;
  const completion =
    top.completionAi !== null
      ? `\n\nIn Microsoft’s Copilot data, conversations about *${inSentence(top.name)}* were judged completed ${share(top.completionAi)} of the time.`
      : '';
  return `${heading}\n\n${stages.now.map((item) => bullet(item, stages.totalWeight)).join('\n')}${completion}`;
}

/** With nothing listed in the middle band, the activity nearest to it says how empty it is. */
function emptyMiddle(stages: StagesPlan): string {
  const item = stages.belowNow;
  if (!item) return 'Every activity O*NET rates for it is already in the first group.';
  const weight = weightOf(item.weight, stages.totalWeight);
  return item.gpt4 >= NEXT_THRESHOLD
    ? `Beyond the activities listed, *${inSentence(item.name)}* (β ${beta(item.gpt4)}, ${weight} of the task weight) is the most exposed one still waiting on connected software.`
    : `Nothing sits in between: below the first group, the most exposed activity, *${inSentence(item.name)}* (${weight} of the task weight), rates only β ${beta(item.gpt4)}.`;
}

function next(stages: StagesPlan): string {
  const heading = '**Next few years**: as software is built around the models';
  if (stages.next.length === 0) {
    return `${heading}\n\n${
      stages.now.length > 0
        ? emptyMiddle(stages)
        : 'No activity reaches this middle band either: exposure stays low across the board.'
    }`;
  }
  const [first] = stages.next;
  return `${heading}\n\nWork such as *${inSentence(first!.name)}* needs a model connected to records, images or other systems before it can be done, which takes time to reach workplaces:\n\n${stages.next.map((item) => bullet(item, stages.totalWeight)).join('\n')}`;
}

/** Why activities of each kind stay with people; each clause names the activities it is about. */
const STAYS_REASON: Record<ActivityKind, (list: string, many: boolean) => string> = {
  physical: (list, many) =>
    `${list} ${many ? 'are' : 'is'} physical work, done with hands, tools or vehicles that a language model does not move.`,
  people: (list, many) =>
    `${list} ${many ? 'happen' : 'happens'} between people, where trust and presence are the point.`,
  thinking: (list, many) =>
    `${list} ${many ? 'rest' : 'rests'} on judgement in situations that are hard to specify in advance.`,
  information: (list, many) =>
    `${list} ${many ? 'depend' : 'depends'} on noticing what matters as situations unfold.`,
  'desk-output': (list, many) =>
    `${list} ${many ? 'rate' : 'rates'} low as well, by GPT-4 and the human raters alike.`,
};

function stays(stages: StagesPlan): string {
  const heading = '**What stays human**';
  if (stages.stays.length === 0)
    return `${heading}\n\nToo few activities are rated to single any out.`;
  const list = stages.stays.map((item) => bullet(item, stages.totalWeight)).join('\n');
  if (stages.stillReached) {
    const item = stages.stillReached;
    return `${heading}\n\n${list}\n\nEven the least exposed of them, *${inSentence(item.name)}*, rates β ${beta(item.gpt4)}, so no part of the job is fully out of reach.`;
  }
  const reasons = stages.staysGroups.map(({ kind, items }) => {
    return sentenceStart(STAYS_REASON[kind](named(items), items.length > 1));
  });
  return `${heading}\n\n${list}\n\n${reasons.join(' ')}`;
}

export function replacementProcessEn(facts: JobFacts): string {
  const { stages, profile } = pagePlan(facts);
  if (!stages) {
    const because =
      profile.noTasks === 'military'
        ? 'O*NET rates no tasks for military occupations'
        : 'O*NET rates no tasks for this code, which gathers jobs that fit no other occupation in its group';
    const fallback =
      facts.band === 'none'
        ? 'No study covers it either, so we cannot say which parts of the work would change first.'
        : `The rate of ${facts.score.aiReplacementRate}% comes from occupation-level studies only; the related occupations listed on this page show how the activities of similar jobs split.`;
    return `${because}, so there is no activity-level picture to stage. ${fallback}`;
  }
  return [intro(facts, stages), now(facts, stages), next(stages), stays(stages)].join('\n\n');
}
