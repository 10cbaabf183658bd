import type { JobFacts } from '../analysis/job-facts';
import { CATEGORY_NOTES } from './category-notes';
import { dollars, dollarsHourly, peopleEn, share } from './format';
import { FAMILY, educationEn, jobZoneText } from './labels';
import { EP_LABEL, oewsLabel, sharedBlsSibling } from './sources';

function identity(facts: JobFacts): string {
  const { occupation, title, category } = facts;
  const note = CATEGORY_NOTES[category.id].en;
  return facts.isAlternateTitle
    ? `**${title.en}** is a title that the US occupation data files under *${occupation.title}* (O*NET ${occupation.code}), which we place in **${category.en}**: ${note.field}.`
    : `**${title.en}** (O*NET ${occupation.code}) belongs to our **${category.en}** category: ${note.field}.`;
}

function taskMix(facts: JobFacts): string {
  const { activities, occupation } = facts;
  if (!activities) {
    if (occupation.category === 'military')
      return 'O*NET rates no tasks for military occupations, so the work cannot be broken down here.';
    return /All Other/.test(occupation.title)
      ? 'As an “All Other” code it gathers jobs that fit no other occupation in its group, and O*NET rates no tasks for it.'
      : 'O*NET has no rated tasks for this code yet, so the work cannot be broken down here.';
  }
  const shares = Object.entries(activities.familyShares).sort((a, b) => b[1] - a[1]);
  const [, topShare] = shares[0]!;
  const [secondFamily, secondShare] = shares[1]!;
  return topShare >= 0.5
    ? `Its rated tasks lean one way: ${share(topShare)} of their weight is ${FAMILY[activities.dominant].en}.`
    : `Its rated tasks are mixed: the largest block (${share(topShare)}) is ${FAMILY[activities.dominant].en}, and ${share(secondShare)} is ${FAMILY[secondFamily as keyof typeof FAMILY].en}.`;
}

/** How the entry education and the preparation level read together. */
function entryTail(education: string, zone: number | null): string {
  switch (education) {
    case 'No formal educational credential':
      return zone !== null && zone >= 3
        ? ', so experience and proven skill do the work a diploma does elsewhere'
        : ', so what counts is skill learned on the job';
    case 'High school diploma or equivalent':
      if (zone === null || zone <= 2) return ', with most of the craft learned at work';
      return zone === 3
        ? ', topped up by vocational training or years of experience'
        : ', though long experience is usually expected before the senior work';
    case 'Some college, no degree':
    case 'Postsecondary nondegree award':
    case "Associate's degree":
      return ', a fairly short formal route into skilled work';
    case "Bachelor's degree":
      return zone === 5
        ? ', usually followed by further specialised training'
        : ', the standard graduate route into specialised work';
    case "Master's degree":
      return ', a graduate route that takes years of study';
    case 'Doctoral or professional degree':
      return ', one of the longest routes in the labour market';
    default:
      return '';
  }
}

function preparation(facts: JobFacts): string {
  const { occupation, demand } = facts;
  const zone = occupation.jobZone;
  const education = demand?.projections.education ?? null;
  if (occupation.category === 'military')
    return 'Entry runs through military training rather than civilian schooling, and O*NET gives it no job zone.';
  const level =
    zone === null
      ? 'O*NET records no preparation level for it'
      : `It needs ${jobZoneText('en', zone)} (O*NET job zone ${zone} of 5)`;
  if (!education) return `${level}.`;
  return `${level}, and BLS lists ${educationEn(education)} as the typical way in${entryTail(education, zone)}.`;
}

const SIZE_PHRASE = {
  'very-large': (n: string) =>
    `It is one of the largest occupations in the country, with about **${n}** jobs`,
  large: (n: string) => `It is a large occupation of about **${n}** jobs`,
  mid: (n: string) => `About **${n}** people work in it`,
  small: (n: string) => `It is a fairly small occupation of about **${n}** jobs`,
  niche: (n: string) => `It is a niche occupation, with only about **${n}** jobs nationwide`,
} as const;

const WAGE_PHRASE = {
  top: 'which puts it among the best-paid occupations in the country',
  high: 'well above the middle of the pay scale',
  'upper-middle': 'somewhat above the middle of the pay scale',
  'lower-middle': 'a little below the middle of the pay scale',
  low: 'in the lower part of the pay scale',
} as const;

function marketSize(facts: JobFacts): string {
  const { wage, employment, demand, occupation } = facts;
  if (!employment) {
    return occupation.category === 'military'
      ? 'BLS publishes no civilian employment or wage figures for it, so this page has no labour-market numbers.'
      : 'BLS publishes no employment or wage figures for it in the releases we use.';
  }
  const fromOews = wage?.stats.employment !== null && wage?.stats.employment !== undefined;
  const source = fromOews ? oewsLabel(facts, 'en') : EP_LABEL.en;
  const size = SIZE_PHRASE[employment.band](peopleEn(employment.count));
  const parts: string[] = [];
  const stats = wage?.stats;
  if (wage && stats?.medianAnnual !== null && stats?.medianAnnual !== undefined) {
    parts.push(
      `${size}, and half of them earn more than **${dollars(stats.medianAnnual)}** a year (${source}), ${WAGE_PHRASE[wage.band]}: occupations holding ${share(wage.percentile)} of US jobs have a lower median.`,
    );
  } else if (wage && stats?.medianHourly !== null && stats?.medianHourly !== undefined) {
    parts.push(
      `${size}, paid a median of **${dollarsHourly(stats.medianHourly)}** an hour (${source}; BLS publishes only an hourly figure for it), ${WAGE_PHRASE[wage.band]} once annualised.`,
    );
  } else if (demand?.projections.medianWage2024) {
    parts.push(
      `${size}, with a median wage of **${dollars(demand.projections.medianWage2024)}** in 2024 (${EP_LABEL.en}).`,
    );
  } else {
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
