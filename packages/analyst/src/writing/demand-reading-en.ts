import type { JobFacts, SizeBand } from '../analysis/job-facts';
import { decimal, groupDigits, pct, signedPct } from './format';
import { KIND_SHORT_EN, educationEn } from './labels';
import { pagePlan } from './plan/page-plan';

export function demandLabelEn(score: number): string {
  if (score >= 70) return 'strong demand';
  if (score >= 55) return 'above-average demand';
  if (score >= 45) return 'about average demand';
  if (score >= 30) return 'soft demand';
  return 'weak demand';
}

const SIZE_TAIL: Record<SizeBand, string> = {
  'very-large': ', one of the biggest workforces in the country',
  large: ', a large workforce',
  mid: '',
  small: ', a small workforce',
  niche: ', a niche occupation',
};

function growth(facts: JobFacts): string {
  const { projections, figures, band } = facts.demand!;
  const change = `**${signedPct(figures.changePct)}**`;
  const fall = `**${pct(Math.abs(figures.changePct))}**`;
  const size = facts.employment ? SIZE_TAIL[facts.employment.band] : '';
  const oews = pagePlan(facts).profile.twoCounts
    ? `; unlike the ${groupDigits(facts.employment!.count)} wage-and-salary jobs counted by OEWS, this count includes the self-employed`
    : ', the self-employed included';
  const jobs = `${groupDigits(projections.employment2024)} to ${groupDigits(projections.employment2034)} jobs${size}${oews}`;
  const average = signedPct(figures.averageChangePct);
  const title = facts.title.en;
  switch (band) {
    case 'boom':
      return `BLS expects employment of ${title} to jump ${change} between 2024 and 2034 (${jobs}): about ${decimal(figures.changePct / figures.averageChangePct, 0)} times the pace of the labour market as a whole (${average}).`;
    case 'fast':
      return `Employment is projected to grow ${change} over 2024–34 (${jobs}), clearly faster than the ${average} expected across all occupations.`;
    case 'above':
      return `Growth of ${change} over 2024–34 (${jobs}) is somewhat above the ${average} average for all occupations.`;
    case 'average':
      return `Employment is expected to move with the labour market: ${change} over 2024–34 (${jobs}) against ${average} for all occupations.`;
    case 'flat':
      return `Employment is expected to stay almost flat, ${change} over 2024–34 (${jobs}), while the labour market as a whole grows ${average}.`;
    case 'decline':
      return `BLS projects a decline of ${fall} by 2034 (${jobs}), while all occupations together grow ${average}.`;
    case 'steep-decline':
      return `BLS projects a steep fall of ${fall} by 2034 (${jobs}): one of the sharper declines in the projections, against ${average} for all occupations.`;
  }
}

function fieldComparison(facts: JobFacts): string | null {
  const { category } = facts.demand!;
  const field = pagePlan(facts).outlook.versusField;
  if (!category || field === null) return null;
  const verdict = (['trailing', 'keeping pace with', 'outpacing'] as const)[field + 1];
  return `Across ${facts.category.en} as a whole the projection is ${signedPct(category.changePct)}, so this job is ${verdict} its own field.`;
}

function openings(facts: JobFacts): string {
  const { projections, figures, openings: band } = facts.demand!;
  const first = `About **${groupDigits(projections.openingsAnnual)}** openings a year are expected (${decimal(figures.openingsRatePct)} per 100 jobs; all occupations ${decimal(figures.averageOpeningsRatePct)})`;
  const education = projections.education;
  const door = education ? educationEn(education) : null;
  switch (band) {
    case 'few':
      return `${first}: few people leave it, so ${door ? `with ${door} at the door, ` : ''}newcomers compete mainly for growth and retirements.`;
    case 'typical':
      return `${first}, an ordinary rate of turnover${door ? ` for work that asks ${door}` : ''}.`;
    case 'many':
      return `${first}: much of that is people leaving or switching, so vacancies come up often${education === 'No formal educational credential' ? ' and the door is open without a degree' : ''}, which is not the same as extra demand.`;
  }
}

function interplay(facts: JobFacts): string | null {
  const { work, outlook } = pagePlan(facts);
  const family = work?.mostly ? KIND_SHORT_EN[work.main] : 'work';
  switch (outlook.interplay) {
    case 'rising-despite-exposure':
      return `Demand is rising faster than average even though much of this ${family} is exposed: employers are adding people while the tools spread.`;
    case 'falling-with-exposure':
      return `Falling demand and substantial exposure point the same way for this ${family}, which makes planning a next step more urgent.`;
    case 'low-and-growing':
      return `Low exposure and faster-than-average growth make a solid combination for ${family} like this.`;
    case 'low-and-falling':
      return `Its exposure is low, so this projected decline is not something the AI studies explain; the pressure on this ${family} comes from elsewhere.`;
    case null:
      return null;
  }
}

const DRIVER = {
  'growth-up': 'lifted mainly by projected growth',
  'growth-down': 'held down mainly by projected growth',
  'openings-up': 'lifted mainly by frequent openings',
  'openings-down': 'held down mainly by few openings',
} as const;

function verdict(facts: JobFacts): string {
  const { score } = facts.demand!.figures;
  const driver = DRIVER[pagePlan(facts).outlook.driver!];
  return `Demand index **${score}**/100: ${demandLabelEn(score)}, ${driver} (growth counts 70%, openings per job 30%, each against the all-occupation average).`;
}

export function demandReadingEn(facts: JobFacts): string {
  if (!facts.demand) {
    return `BLS publishes no employment projections for ${facts.title.en}, so there is no demand index for it, and no stand-in figure takes its place.`;
  }
  return [
    [growth(facts), fieldComparison(facts)].filter(Boolean).join(' '),
    [openings(facts), interplay(facts)].filter(Boolean).join(' '),
    verdict(facts),
  ].join('\n\n');
}
