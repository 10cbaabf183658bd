import type { MoveRefusal } from '../analysis/safer-occupations';
import type { JobFacts } from '../analysis/job-facts';
import { quoted } from '../ai-use/ai-use-text';
import type { UsedAdviceTask } from '../ai-use/task-advice';
import { CATEGORY_NOTES } from './category-notes';
import { activityListEn, beta, inSentence, listEn, signedPct } from './format';
import { educationEn } from './labels';
import type { PreparationStep } from './plan/advice-plan';
import { pagePlan } from './plan/page-plan';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function leanIn(facts: JobFacts): string {
  const note = CATEGORY_NOTES[facts.category.id].en;
  const { keep } = pagePlan(facts).advice;
  if (keep.length === 0) return `- **Lean into what only people do here**: ${note.edge}.`;
  return `- **Lean into the work that stays human**: ${activityListEn(keep.map((item) => item.name))}. In ${facts.category.en} that also means ${note.edge}.`;
}

function directAi(facts: JobFacts): string {
  const note = CATEGORY_NOTES[facts.category.id].en;
  const { direct } = pagePlan(facts).advice;
  switch (direct.mode) {
    case 'direct':
      return `- **Learn to direct AI where it is strongest**: ${activityListEn(direct.items.map((item) => item.name))}. ${capitalise(note.aiUse)}; you stay accountable for the results.`;
    case 'edges':
      return `- **Use AI at the edges**: even the most exposed activity, *${inSentence(direct.items[0]!.name)}*, rates only β ${beta(direct.items[0]!.gpt4)}, so ${note.aiUse}.`;
    case 'paperwork':
      return `- **Where AI helps**: ${note.aiUse}.`;
  }
}

const RELEASE_EN = { '2025-11': 'November 2025', '2025-03': 'March 2025' } as const;

/** What people already do with AI on the job's own tasks (Anthropic Economic Index). */
function realUse(facts: JobFacts): string | null {
  const picks = pagePlan(facts).advice.tasks;
  if (!picks) return null;
  const { delegated, collaborative, unseen } = picks;
  const used = [delegated, collaborative].filter((t): t is UsedAdviceTask => t !== null);
  const releases = [...new Set(used.map((task) => RELEASE_EN[task.release]))];
  const source = `Anthropic Economic Index${releases.length > 0 ? `, ${listEn(releases)}` : ''}`;
  const sentences = [
    delegated &&
      `People mostly hand ${quoted(delegated.en)} over to AI (${delegated.pct}% of the conversations about it), so stop spending hours on it.`,
    collaborative &&
      `${quoted(collaborative.en)} is mostly done together with AI (${collaborative.pct}% of its conversations): that is where to learn the tools.`,
    unseen &&
      `Nobody brings the core task ${quoted(unseen.en)} to AI yet, and that is where a person stays needed.`,
  ].filter(Boolean);
  return `- **What real AI use says about your tasks** (${source}): ${sentences.join(' ')}`;
}

function preparationStep(facts: JobFacts, step: PreparationStep): string {
  const education = facts.demand?.projections.education ?? null;
  switch (step) {
    case 'military':
      return 'record what you can do in terms a civilian employer reads';
    case 'no-zone':
      return `with no preparation level recorded for this code, go by what employers of the specific job ask for${education ? ` (BLS lists ${educationEn(education)} as the typical entry)` : ''}`;
    case 'short-certificate':
      return 'at this preparation level a short, recognised certificate moves you up faster than a degree would';
    case 'apprenticeship':
      return 'an apprenticeship, an associate degree or an industry certification is the usual step up at this preparation level (job zone 3)';
    case 'specialise-after-degree':
      return `with ${education ? educationEn(education) : 'a degree'} as the usual entry, the next step is specialisation in the part of the field AI reaches least`;
    case 'degree-is-the-ticket':
      return 'at job zone 5 the degree is only the ticket in; a specialty and a record of hard judgement calls set people apart';
  }
}

function credentials(facts: JobFacts): string {
  const note = CATEGORY_NOTES[facts.category.id].en;
  const { advice } = pagePlan(facts);
  const trade = advice.credentialTrade;
  const tail = trade
    ? ` Prefer training that proves you can *${inSentence(trade.keep.name)}* over training to *${inSentence(trade.handOver.name)}*, which AI tools increasingly do.`
    : '';
  return `- **Credentials**: ${preparationStep(facts, advice.preparation)}; in ${facts.category.en} the ones that count are ${note.credential}.${tail}`;
}

const NO_NATURAL_MOVE_EN =
  '- **Moves**: the less exposed jobs nearby ask for different skills and knowledge, less preparation or lower pay, so none is a natural next step; specialising within the job is the stronger play.';

const REFUSAL_EN: Record<MoveRefusal, string> = {
  'less-preparation': 'asks for less preparation than this job, which would leave yours unused',
  'professional-degree': 'needs a doctoral or professional degree, a new school rather than a move',
  unlike: 'shares too little of its skills and knowledge',
  'lower-pay': 'usually pays well under this job',
};

function moves(facts: JobFacts): string {
  switch (pagePlan(facts).advice.moves) {
    case 'list': {
      const list = facts.safer.map((item) => `${item.title} (${item.ai_replacement_rate}%)`);
      return `- **Possible moves**, each at least 10 points less exposed and sharing much of this job’s skills and knowledge: ${listEn(list)}.`;
    }
    case 'no-study':
      return '- **Moves**: without study figures for this occupation we cannot rank its neighbours by exposure.';
    case 'already-low':
      return `- **Moves**: hardly any neighbour is clearly safer, because at ${facts.score.aiReplacementRate}% this job is already at the low end; a move would be about pay or demand, not exposure.`;
    case 'none-less-exposed':
      return '- **Moves**: none of its close neighbours is at least 10 points less exposed, so the stronger play is to specialise within the job.';
    case 'none-alike': {
      const nearest = facts.nearestRefused;
      if (!nearest) return NO_NATURAL_MOVE_EN;
      return `- **Moves**: the closest of the less exposed jobs nearby, *${nearest.title}* (${nearest.ai_replacement_rate}%), ${REFUSAL_EN[nearest.refusal]}, so it is no natural next step; specialising within the job is the stronger play.`;
    }
    case 'no-ratings':
      return '- **Moves**: O*NET rates no skills for this catch-all occupation, so we cannot say which jobs share its skills; look at the moves of the named occupation closest to what you do.';
  }
}

function timing(facts: JobFacts): string | null {
  const { outlook, advice } = pagePlan(facts);
  const change = signedPct(facts.demand?.figures.changePct ?? 0);
  const practise = advice.practise ? ` around *${inSentence(advice.practise.name)}*` : '';
  switch (outlook.timing) {
    case null:
      return null;
    case 'falling':
      return `- **Timing**: with employment projected to fall (${change} by 2034), plan the next step while your experience${practise} is still in demand.`;
    case 'growing':
      return `- **Timing**: demand is growing faster than average (${change} by 2034), so there is room to build new skills${practise} on the job rather than leave it.`;
    case 'with-market':
      return `- **Timing**: demand moves roughly with the market (${change} by 2034); steady skill-building${practise} beats a sudden switch.`;
  }
}

export function humanAdviceEn(facts: JobFacts): string {
  return [
    leanIn(facts),
    directAi(facts),
    realUse(facts),
    credentials(facts),
    moves(facts),
    timing(facts),
  ]
    .filter(Boolean)
    .join('\n');
}
