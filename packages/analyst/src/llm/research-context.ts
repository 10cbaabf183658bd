import type {
  TJobAnalysis,
  TSaferMoveTradeOff,
} from '@irreplaceable/contracts/analysis/job-analysis';
import type { KnowledgeBase } from '../knowledge/load-knowledge';
import {
  NOW_THRESHOLD,
  rankActivities,
  STAYS_THRESHOLD,
  type RankedActivity,
} from '../analysis/activity-ranking';
import type { OccupationRecord, WageStats } from '../knowledge/types';
import { STUDIES } from '../scoring/studies';

/** Sources whose figures the facts show; the crosswalks and the Chinese classification add none. */
const CITED_SOURCES = new Set([
  'onet',
  'gpts-are-gpts',
  'frey-osborne',
  'felten-aioe',
  'microsoft-working-with-ai',
  'anthropic-economic-index',
  'bls-ep',
  'bls-oews',
]);

const count = (value: number) => value.toLocaleString('en-US');
const money = (value: number, topCoded: boolean) =>
  `${topCoded ? '≥ ' : ''}$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
const signed = (value: number, unit = '') => `${value >= 0 ? '+' : ''}${count(value)}${unit}`;

function studyLines(analysis: TJobAnalysis): string[] {
  return analysis.evidence.studies.map((item) => {
    const study = STUDIES.find((candidate) => candidate.id === item.study);
    const name = study?.name.en ?? item.study;
    if (item.raw_value === null) return `- ${name}: not covered by this study`;
    const note = item.note ? ` (${item.note})` : '';
    return (
      `- ${name}: ${item.raw_value} (${study?.unit.en ?? 'raw figure'}); on the common 0–1 scale ` +
      `${item.normalized ?? 'n/a'}; weight ${item.weight}; ${item.contribution} points of the rate${note}`
    );
  });
}

function wageLine(wages: WageStats): string {
  const parts = [
    `employment ${wages.employment === null ? 'not published' : count(wages.employment)}`,
  ];
  if (wages.medianAnnual !== null) {
    parts.push(`median ${money(wages.medianAnnual, wages.annualTopCoded)} a year`);
  }
  if (wages.medianHourly !== null) {
    parts.push(`median ${money(wages.medianHourly, wages.hourlyTopCoded)} an hour`);
  }
  return `- BLS Occupational Employment and Wage Statistics, ${wages.release}, national (SOC ${wages.soc}): ${parts.join('; ')}`;
}

function demandLines(analysis: TJobAnalysis, occupation: OccupationRecord | undefined): string[] {
  const { score } = analysis.content.en.demand_index;
  const lines = [
    score === null
      ? '- Demand index: none. BLS publishes no projections for this occupation; do not state or estimate one.'
      : `- Demand index (our 0–100 score from projected growth and openings): ${score}`,
  ];
  const projections = occupation?.projections;
  if (projections) {
    const wage =
      projections.medianWage2024 === null
        ? ''
        : `; median annual wage ${money(projections.medianWage2024, projections.medianWageTopCoded)} in 2024`;
    const education = projections.education
      ? `; typical entry education: ${projections.education}`
      : '';
    lines.push(
      `- BLS Employment Projections 2024–34 (NEM ${projections.nem}): employment ${count(projections.employment2024)} in 2024, ` +
        `${count(projections.employment2034)} projected for 2034 (${signed(projections.change)}, ${signed(projections.changePct, '%')}); ` +
        `${count(projections.openingsAnnual)} openings a year${wage}${education}`,
    );
  }
  if (occupation?.wages) lines.push(wageLine(occupation.wages));
  if (!projections && !occupation?.wages)
    lines.push('- No BLS projections or wages for this occupation');
  return lines;
}

function activityLine(activity: RankedActivity): string {
  const zh = activity.nameZh === activity.name ? '' : ` / ${activity.nameZh}`;
  return (
    `- ${activity.name}${zh}: GPT-4 β ${activity.gpt4.toFixed(2)}, human β ${activity.human.toFixed(2)}, ` +
    `${activity.tasks} task${activity.tasks === 1 ? '' : 's'}`
  );
}

const percent = (share: number) => `${Math.round(100 * share)}%`;

/** The same ranking the built-in writing uses, so both engines name the same activities. */
function activityLines(
  occupation: OccupationRecord | undefined,
  knowledge: KnowledgeBase,
): string[] {
  const activities = occupation ? rankActivities(knowledge, occupation) : null;
  if (!activities) return ['- No task-level exposure figures for this occupation'];
  return [
    `- ${activities.count} work activities; ${percent(activities.nowShare)} of the task weight is in activities with GPT-4 β ≥ ${NOW_THRESHOLD}, ` +
      `${percent(activities.staysShare)} in activities with β ≤ ${STAYS_THRESHOLD}`,
    'Most exposed:',
    ...activities.most.map(activityLine),
    ...(activities.least.length > 0
      ? ['Least exposed (of the others):', ...activities.least.map(activityLine)]
      : []),
  ];
}

function jobLines(analysis: TJobAnalysis, occupation: OccupationRecord | undefined): string[] {
  const { evidence, category } = analysis;
  const zone = occupation?.jobZone
    ? `; O*NET job zone ${occupation.jobZone} of 5 (preparation needed)`
    : '';
  const others = evidence.other_occupations.map(
    (other) => `${other.code} ${other.title} (match ${other.score})`,
  );
  return [
    `- Job title: ${analysis.canonical_title} / ${analysis.title_zh}`,
    `- Matched occupation: O*NET-SOC ${evidence.occupation.code} ${evidence.occupation.title} / ${evidence.occupation.title_zh}${zone}`,
    `- Category: ${category.en} / ${category.zh}`,
    ...(others.length > 0 ? [`- Other candidate occupations: ${others.join('; ')}`] : []),
  ];
}

/** What a move gives up or adds, so a model never presents a pay cut as a plain step up. */
const TRADE_OFF_NOTES: Record<TSaferMoveTradeOff, string> = {
  'lower-wage': 'median wage clearly below this job’s',
  'more-preparation': 'needs two or more steps more preparation (job zone or entry education)',
};

/**
 * The research figures behind one analysis, as plain text for a model's prompt. Everything here is
 * a code, a name or a figure from the knowledge base or the built-in computation, each with its
 * source, so the model can ground its text without inventing numbers.
 */
export function describeResearch(analysis: TJobAnalysis, knowledge: KnowledgeBase): string {
  const { evidence } = analysis;
  const occupation = knowledge.byCode.get(evidence.occupation.code);
  const safer = analysis.safer_occupations.map(
    (item) =>
      `- ${item.code} ${item.title} / ${item.title_zh}: AI replacement rate ${item.ai_replacement_rate}/100${item.trade_off ? `; ${TRADE_OFF_NOTES[item.trade_off]}` : ''}`,
  );
  const cited = knowledge.meta.sources.filter((source) => CITED_SOURCES.has(source.id));
  const sources = (cited.length > 0 ? cited : knowledge.meta.sources).map(
    (source) => `- ${source.name} (${source.version}): ${source.citation} ${source.url}`,
  );
  return [
    '## Job',
    ...jobLines(analysis, occupation),
    '',
    `## AI replacement rate (our formula ${evidence.formula_version}, data ${evidence.data_version})`,
    analysis.ai_replacement_rate === null
      ? '- AI replacement rate: none. No study covers this occupation, so the page has no rate; do not state, estimate or imply one.'
      : `- AI replacement rate: ${analysis.ai_replacement_rate}/100; human irreplaceability: ${analysis.human_irreplaceability}/100`,
    `- Confidence: ${evidence.confidence} (${evidence.studies_available} of ${evidence.studies.length} studies cover this occupation)`,
    '- Each study: raw figure (its unit); on the common scale; weight; points of the rate',
    ...studyLines(analysis),
    '',
    '## Demand, employment and wages (United States)',
    ...demandLines(analysis, occupation),
    '',
    '## Work activities (O*NET; β = share of their tasks exposed to language models, from GPTs are GPTs)',
    ...activityLines(occupation, knowledge),
    '',
    '## Safer neighbouring occupations (alike in O*NET skills and knowledge, no lower job zone; same formula; lower is safer)',
    ...(safer.length > 0 ? safer : ['- None found']),
    '',
    '## Sources (cite them by name)',
    ...sources,
  ].join('\n');
}
