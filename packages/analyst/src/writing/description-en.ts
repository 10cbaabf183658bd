import type { JobFacts } from '../analysis/job-facts';
import { CATEGORY_NOTES } from './category-notes';
import { dollars, dollarsHourly, peopleEn, share, workerShare } from './format';
import { KIND, educationEn, jobZoneText } from './labels';
import { pagePlan } from './plan/page-plan';
import type { EntryPeers } from './plan/entry-peers';
import type { EntryRoute } from './plan/profile-plan';
import { EP_LABEL, oewsLabel, sharedBlsSibling } from './sources';

function identity(facts: JobFacts): string {
  const { occupation, title, category } = facts;
  const note = CATEGORY_NOTES[category.id].en;
  return facts.isAlternateTitle
    ? `**${title.en}** is a title that the US occupation data files under *${occupation.title}* (O*NET ${occupation.code}), which we place in **${category.en}**: ${note.field}.`
    : `**${title.en}** (O*NET ${occupation.code}) belongs to our **${category.en}** category: ${note.field}.`;
}

const NO_TASKS = {
  military:
    'O*NET rates no tasks for military occupations, so the work cannot be broken down here.',
  'all-other':
    'As an “All Other” code it gathers jobs that fit no other occupation in its group, and O*NET rates no tasks for it.',
  unrated: 'O*NET has no rated tasks for this code yet, so the work cannot be broken down here.',
} as const;

function taskMix(facts: JobFacts): string {
  const { work, profile } = pagePlan(facts);
  if (!work) return NO_TASKS[profile.noTasks ?? 'unrated'];
  const { shares, main, second } = work;
  return work.mostly
    ? `Its rated tasks lean one way: ${share(shares[main])} of their weight is ${KIND[main].en}.`
    : `Its rated tasks are mixed: the largest block (${share(shares[main])}) is ${KIND[main].en}, and ${share(shares[second])} is ${KIND[second].en}.`;
}

const ENTRY_TAIL: Record<EntryRoute, string> = {
  'no-credential-experience':
    ', so experience and proven skill do the work a diploma does elsewhere',
  'no-credential-on-the-job': ', so what counts is skill learned on the job',
  'school-then-work': ', with most of the craft learned at work',
  'school-plus-training': ', topped up by vocational training or years of experience',
  'school-plus-long-experience':
    ', though long experience is usually expected before the senior work',
  'short-formal': ', a fairly short formal route into skilled work',
  'degree-then-specialising': ', usually followed by further specialised training',
  'degree-standard': ', the standard graduate route into specialised work',
  graduate: ', a graduate route that takes years of study',
  doctoral: ', one of the longest routes in the labour market',
};

function preparation(facts: JobFacts): string {
  const zone = facts.occupation.jobZone;
  const { profile } = pagePlan(facts);
  if (profile.noTasks === 'military')
    return 'Entry runs through military training rather than civilian schooling, and O*NET gives it no job zone.';
  const level =
    zone === null
      ? 'O*NET records no preparation level for it'
      : `It needs ${jobZoneText('en', zone)} (O*NET job zone ${zone} of 5)`;
  if (!profile.entry) return `${level}.`;
  const tail = profile.entry.route ? ENTRY_TAIL[profile.entry.route] : '';
  return `${level}, and BLS lists ${educationEn(profile.entry.education)} as the typical way in${tail}${peerPay(profile.peers)}.`;
}

/** What that entry route pays here compared with the other jobs it opens. */
function peerPay(peers: EntryPeers | null): string {
  const pay = peers?.payAbove;
  if (!pay) return '';
  const others = `the ${pay.of} occupations with that entry requirement`;
  if (pay.share === 0) return `; it has the lowest median wage of ${others}`;
  if (share(pay.share) === '100%') return `; it has the highest median wage of ${others}`;
  return `; of ${others}, ${share(pay.share)} have a lower median wage`;
}

const SIZE_PHRASE = {
  'very-large': (n: string) =>
    `It is one of the largest occupations in the country, with about **${n}**`,
  large: (n: string) => `It is a large occupation of about **${n}**`,
  mid: (n: string) => `It employs about **${n}**`,
  small: (n: string) => `It is a fairly small occupation of about **${n}**`,
  niche: (n: string) => `It is a niche occupation of only about **${n}**`,
} as const;

/** What each survey counts, said at the figure (see sources.ts for the releases). */
const COUNTED = {
  oews: 'wage-and-salary jobs',
  projections: 'jobs, the self-employed included',
} as const;

const WAGE_PHRASE = {
  top: 'which puts it among the best-paid occupations in the country',
  high: 'well above the middle of the pay scale',
  'upper-middle': 'somewhat above the middle of the pay scale',
  'lower-middle': 'a little below the middle of the pay scale',
  low: 'in the lower part of the pay scale',
} as const;

function marketSize(facts: JobFacts): string {
  const { wage, demand } = facts;
  const { profile } = pagePlan(facts);
  if (!profile.jobs) {
    return profile.noTasks === 'military'
      ? 'BLS publishes no civilian employment or wage figures for it, so this page has no labour-market numbers.'
      : 'BLS publishes no employment or wage figures for it in the releases we use.';
  }
  const source = profile.jobs.source === 'oews' ? oewsLabel(facts, 'en') : EP_LABEL.en;
  const size = `${SIZE_PHRASE[profile.jobs.size](peopleEn(profile.jobs.count))} ${COUNTED[profile.jobs.source]}`;
  const stats = wage?.stats;
  const band = profile.wage.band;
  const parts: string[] = [];
  switch (profile.wage.form) {
    case 'annual':
      parts.push(
        `${size} (${source}), and half of them pay more than **${dollars(stats!.medianAnnual!)}** a year, ${WAGE_PHRASE[band!]}: occupations holding ${workerShare(wage!.percentile, 'en')} of US jobs have a lower median.`,
      );
      break;
    case 'hourly':
      parts.push(
        `${size}, paid a median of **${dollarsHourly(stats!.medianHourly!)}** an hour (${source}; BLS publishes only an hourly figure for it), ${WAGE_PHRASE[band!]} once annualised.`,
      );
      break;
    case 'projections-wage':
      parts.push(
        `${size} (${source}), with a median wage of **${dollars(demand!.projections.medianWage2024!)}** in 2024.`,
      );
      break;
    case 'none':
      parts.push(`${size} (${source}); no wage is published for it.`);
  }
  const sibling = sharedBlsSibling(facts);
  if (sibling && demand) {
    const others = facts.sharesBlsFiguresWith;
    parts.push(
      `BLS does not count it on its own: the figures cover BLS occupation ${demand.projections.nem}, shared with ${others} other O*NET occupation${others === 1 ? '' : 's'} such as *${sibling.title}*.`,
    );
  }
  return parts.join(' ');
}

export function describeEn(facts: JobFacts): string {
  return [`${identity(facts)} ${taskMix(facts)}`, preparation(facts), marketSize(facts)].join(
    '\n\n',
  );
}
