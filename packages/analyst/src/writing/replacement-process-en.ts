import {
  NEXT_THRESHOLD,
  NOW_THRESHOLD,
  STAYS_THRESHOLD,
  type ActivityFacts,
  type ActivityFamily,
  type RankedActivity,
} from '../analysis/activity-ranking';
import type { JobFacts } from '../analysis/job-facts';
import { beta, inSentence, share } from './format';
import { FAMILY_SHORT_EN } from './labels';

/** One activity with both raters' figures, saying whether the people agree with GPT-4. */
function bullet(item: RankedActivity): string {
  const [g, h] = [beta(item.gpt4), beta(item.human)];
  if (Math.abs(item.gpt4 - item.human) < 0.15)
    return `- ${item.name}: β **${g}**, and human raters agree (${h})`;
  return item.human < item.gpt4
    ? `- ${item.name}: β **${g}** by GPT-4, only ${h} by human raters`
    : `- ${item.name}: β **${g}** by GPT-4, ${h} by human raters, who see more exposure`;
}

function intro(facts: JobFacts, activities: ActivityFacts): string {
  const family = FAMILY_SHORT_EN[activities.dominant];
  const head = `Of the task weight O*NET rates for ${facts.title.en}, **${share(activities.nowShare)}** sits in activities a language model could largely handle on its own (β ≥ ${NOW_THRESHOLD}) and **${share(activities.staysShare)}** in activities it barely reaches (β ≤ ${STAYS_THRESHOLD})`;
  const tilt =
    activities.nowShare > activities.staysShare + 0.1
      ? `for a job built mostly on ${family}, the balance tilts toward change.`
      : activities.staysShare > 0.5
        ? `most of this ${family} is out of reach.`
        : `the rest of this ${family} sits in between, where tools help but do not take over.`;
  return `${head}: ${tilt}`;
}

function now(activities: ActivityFacts): string {
  const items = activities.most.filter((item) => item.gpt4 >= NOW_THRESHOLD);
  const heading = '**Now**: what current models can already do';
  if (items.length === 0) {
    const top = activities.most[0]!;
    return `${heading}\n\nNothing in its rated activities is within reach of a model on its own yet; the most exposed, *${inSentence(top.name)}*, rates β ${beta(top.gpt4)}.`;
  }
  const top = items[0]!;
  const completion =
    top.completionAi !== null
      ? `\n\nIn Microsoft’s Copilot data, conversations about *${inSentence(top.name)}* were judged completed ${share(top.completionAi)} of the time.`
      : '';
  return `${heading}\n\n${items.map(bullet).join('\n')}${completion}`;
}

function next(activities: ActivityFacts): string {
  const items = activities.most.filter(
    (item) => item.gpt4 >= NEXT_THRESHOLD && item.gpt4 < NOW_THRESHOLD,
  );
  const heading = '**Next few years**: as software is built around the models';
  if (items.length === 0) {
    const anyNow = activities.most.some((item) => item.gpt4 >= NOW_THRESHOLD);
    return `${heading}\n\n${
      anyNow
        ? 'Its exposed activities are already in the first group; little sits in between.'
        : 'No activity reaches this middle band either: exposure stays low across the board.'
    }`;
  }
  return `${heading}\n\nThese need a model connected to records, images or other systems before it can do them, which takes time to reach workplaces:\n\n${items.map(bullet).join('\n')}`;
}

const STAYS_REASON: Record<ActivityFamily, string> = {
  'hands-on': 'They are physical: language models do not lift, fit or repair anything.',
  people: 'They happen between people, where trust and presence are the point.',
  thinking: 'They rest on judgement in situations that are hard to specify in advance.',
  information: 'They depend on being there to see, hear and inspect things first-hand.',
};

function stays(activities: ActivityFacts): string {
  const heading = '**What stays human**';
  if (activities.least.length === 0)
    return `${heading}\n\nToo few activities are rated to single any out.`;
  const families = activities.least.map((item) => item.family);
  const family = families.sort(
    (a, b) => families.filter((f) => f === b).length - families.filter((f) => f === a).length,
  )[0]!;
  const floor = Math.min(...activities.least.map((item) => item.gpt4));
  const note =
    floor > STAYS_THRESHOLD
      ? `Even these rate β ${beta(floor)} or more, so no part of the job is fully out of reach.`
      : STAYS_REASON[family];
  return `${heading}\n\n${activities.least.map(bullet).join('\n')}\n\n${note}`;
}

export function replacementProcessEn(facts: JobFacts): string {
  const { activities, occupation } = facts;
  if (!activities) {
    const because =
      occupation.category === 'military'
        ? 'O*NET rates no tasks for military occupations'
        : 'O*NET rates no tasks for this code, which gathers jobs that fit no other occupation in its group';
    const fallback =
      facts.band === 'none'
        ? 'No study covers it either, so we cannot say which parts of the work would change first.'
        : `The rate of ${facts.score.aiReplacementRate}% comes from occupation-level studies only; the related occupations listed on this page show how the activities of similar jobs split.`;
    return `${because}, so there is no activity-level picture to stage. ${fallback}`;
  }
  return [intro(facts, activities), now(activities), next(activities), stays(activities)].join(
    '\n\n',
  );
}
