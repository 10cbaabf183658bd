import { NEXT_THRESHOLD } from '../analysis/activity-ranking';
import type { JobFacts } from '../analysis/job-facts';
import { CATEGORY_NOTES } from './category-notes';
import { beta, inSentence, listEn, signedPct } from './format';
import { educationEn } from './labels';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function leanIn(facts: JobFacts): string {
  const note = CATEGORY_NOTES[facts.category.id].en;
  const least = facts.activities?.least.slice(0, 3).map((item) => inSentence(item.name)) ?? [];
  if (least.length === 0) return `- **Lean into what only people do here**: ${note.edge}.`;
  return `- **Lean into the work that stays human**: ${listEn(least)}. In ${facts.category.en} that also means ${note.edge}.`;
}

function directAi(facts: JobFacts): string {
  const note = CATEGORY_NOTES[facts.category.id].en;
  const most = facts.activities?.most ?? [];
  const exposed = most.filter((item) => item.gpt4 >= NEXT_THRESHOLD).slice(0, 3);
  if (exposed.length > 0) {
    return `- **Learn to direct AI where it is strongest**: ${listEn(exposed.map((item) => inSentence(item.name)))}. ${capitalise(note.aiUse)}; you stay accountable for what it produces.`;
  }
  if (most[0]) {
    return `- **Use AI at the edges**: even the most exposed activity, ${inSentence(most[0].name)}, rates only β ${beta(most[0].gpt4)}, so ${note.aiUse}.`;
  }
  return `- **Use AI for the paperwork**: ${note.aiUse}.`;
}

function credentials(facts: JobFacts): string {
  const zone = facts.occupation.jobZone;
  const education = facts.demand?.projections.education ?? null;
  const note = CATEGORY_NOTES[facts.category.id].en;
  const exposed = facts.band === 'high' || facts.band === 'very-high' || facts.band === 'elevated';
  let level: string;
  if (zone === null && facts.occupation.category === 'military') {
    level = 'record what you can do in terms a civilian employer reads';
  } else if (zone === null) {
    level = `with no preparation level recorded for this code, go by what employers of the specific job ask for${education ? ` (BLS lists ${educationEn(education)} as the typical entry)` : ''}`;
  } else if (zone <= 2) {
    level =
      'at this preparation level a short, recognised certificate moves you up faster than a degree would';
  } else if (zone === 3) {
    level =
      'an apprenticeship, an associate degree or an industry certification is the usual step up at this preparation level (job zone 3)';
  } else if (zone === 4) {
    level = `with ${education ? educationEn(education) : 'a degree'} as the usual entry, the next step is specialisation in the part of the field AI reaches least`;
  } else {
    level =
      'at job zone 5 the degree is only the ticket in; a specialty and a record of hard judgement calls set people apart';
  }
  const tail = exposed
    ? ' Prefer credentials that certify judgement and responsibility over ones that certify routine output.'
    : '';
  return `- **Credentials**: ${level}; in ${facts.category.en} the ones that count are ${note.credential}.${tail}`;
}

function moves(facts: JobFacts): string {
  const { safer } = facts;
  if (safer.length > 0) {
    const list = safer.map((item) => `${item.title} (${item.ai_replacement_rate}%)`);
    return `- **Possible moves**, each at least 10 points less exposed and close to this job in O*NET’s related-occupations list or its occupation group: ${listEn(list)}.`;
  }
  if (facts.band === 'none') {
    return '- **Moves**: without study figures for this occupation we cannot rank its neighbours by exposure.';
  }
  if (facts.band === 'very-low' || facts.band === 'low') {
    return `- **Moves**: hardly any neighbour is clearly safer, because at ${facts.score.aiReplacementRate}% this job is already at the low end; a move would be about pay or demand, not exposure.`;
  }
  return '- **Moves**: none of its close neighbours is at least 10 points less exposed, so the stronger play is to specialise within the job.';
}

function timing(facts: JobFacts): string | null {
  if (!facts.demand) return null;
  const change = facts.demand.figures.changePct;
  const average = facts.demand.figures.averageChangePct;
  if (change < 0)
    return `- **Timing**: with employment projected to fall (${signedPct(change)} by 2034), plan the next step while your experience is still in demand.`;
  if (change > average + 1.5)
    return `- **Timing**: demand is growing (${signedPct(change)} by 2034), so there is room to build new skills on the job rather than leave it.`;
  return `- **Timing**: demand moves roughly with the market (${signedPct(change)} by 2034); steady skill-building beats a sudden switch.`;
}

export function humanAdviceEn(facts: JobFacts): string {
  return [leanIn(facts), directAi(facts), credentials(facts), moves(facts), timing(facts)]
    .filter(Boolean)
    .join('\n');
}
