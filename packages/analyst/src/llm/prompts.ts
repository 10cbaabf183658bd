import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import {
  REVIEW_VERDICT_BANDS,
  REVIEW_VERDICTS,
  type TJobAnalysis,
} from '@irreplaceable/contracts/analysis/job-analysis';
import { PERSONAS } from '../personas/personas';

/** Rules every model call shares: they are what keeps LLM text as grounded as the built-in text. */
const GROUNDING_RULES = [
  'Use only the figures in the research facts you are given. Never invent a number, percentage, wage, date, study, source or link. A sentence that states a rate, share, wage, growth or count the facts do not hold is removed before publication.',
  'No images. Link only to the sources listed in the facts; any other link is shown as plain text.',
  'When you use a figure, say where it comes from by the source name listed (e.g. "BLS Employment Projections 2024–34", "GPTs are GPTs"). Employment and wage figures are for the United States: say so.',
  'The AI replacement rate and human irreplaceability are computed by our formula from the studies; quote them as given and never compute your own.',
  'Write every text in your own words; do not copy wording from O*NET or any other source.',
  'Write the English for an international reader and the Chinese natively in Simplified Chinese for readers in China (natural Chinese phrasing and examples, not a translation of the English).',
  'Use Markdown inside strings (short paragraphs, bullet lists, bold); no headings above level 3.',
];

/** The character as the personas module defines it, so a model speaks in the voice the page shows. */
function persona(analyst: TAnalystId): string {
  const { displayName, bio, personality, motto } = PERSONAS[analyst];
  return [
    `You are "${displayName.en}" (in Chinese "${displayName.zh}"), one of the four AI analyst characters of Irreplaceable (不可替代), a bilingual career-intelligence site that tells job seekers how exposed their job is to AI.`,
    `Your character: ${bio.en}`,
    `Your personality: ${personality.en} Your motto: "${motto.en}" / "${motto.zh}"`,
  ].join('\n');
}

const verdictBands = () =>
  REVIEW_VERDICTS.map((verdict) => {
    const { min, max } = REVIEW_VERDICT_BANDS[verdict];
    return `"${verdict}" for ${min}–${max}`;
  }).join(', ');

const numbered = (rules: readonly string[]) =>
  rules.map((rule, index) => `${index + 1}. ${rule}`).join('\n');

/** Instructions for writing the text of a job page in both languages. */
export function jobTextSystem(analyst: TAnalystId, analysis: TJobAnalysis): string {
  const demand = analysis.content.en.demand_index.score;
  const fields = [
    'description: what the job is and does day to day (80–150 words).',
    'deep_understanding: which work activities are most and least exposed to AI and why, with their β figures (150–250 words).',
    `demand_index: score must be ${demand} (our demand index); reading explains what the BLS projections and openings mean for someone entering the job (60–120 words).`,
    'replacement_process: how AI is likely to change this job step by step, which tasks go first and which stay human (120–200 words).',
    'human_advice: concrete actions for someone in or entering this job, as a bullet list (5–7 bullets), pointing to the safer neighbouring occupations where they fit.',
    'market_analysis: return an empty array, unless you can describe a labour market using only the figures given; each entry names its source and its last_updated date from the facts.',
    'related_resources: links to the listed sources (https only) that help this reader; an empty array if unsure.',
  ];
  return [
    persona(analyst),
    'You write the text of one job page, in English (en) and Simplified Chinese (zh), as a JSON object matching the schema.',
    'Rules:',
    numbered(GROUNDING_RULES),
    'Fields (the same in both languages; lengths are in English words, the Chinese of the same substance):',
    fields.map((field) => `- ${field}`).join('\n'),
  ].join('\n\n');
}

export function jobTextPrompt(analysis: TJobAnalysis, research: string): string {
  return `Write the job page for "${analysis.canonical_title}" (${analysis.title_zh}).\n\nResearch facts:\n\n${research}`;
}

/** Instructions for one persona's review of a finished analysis, in both languages. */
export function reviewSystem(analyst: TAnalystId): string {
  const fields = [
    'comment: your own take on this job for the job seeker, in your voice (2–4 sentences).',
    'review_comment: your review of the analysis below: what it gets right, what it misses or overstates, judged against the research facts (3–6 sentences, in your voice).',
    'score: 0–100, how well this job holds up against AI in your judgement of the facts (higher is safer); the human irreplaceability figure is the grounded reference, so explain in review_comment if you differ from it by more than 15 points.',
    `verdict: your verdict in one word, matching your score: ${verdictBands()}. A verdict outside its score's band is rejected.`,
  ];
  return [
    persona(analyst),
    "Stay in your character's voice throughout. Write the review in English (en) and Simplified Chinese (zh), as a JSON object matching the schema; one score for both languages.",
    'Rules:',
    numbered(GROUNDING_RULES),
    'Fields:',
    fields.map((field) => `- ${field}`).join('\n'),
  ].join('\n\n');
}

export function reviewPrompt(analysis: TJobAnalysis, research: string): string {
  const text = analysis.content.en;
  return [
    `Review the analysis of "${analysis.canonical_title}" (${analysis.title_zh}), written by ${analysis.engine.label}.`,
    `Description:\n${text.description}`,
    `Deep understanding:\n${text.deep_understanding}`,
    `Demand (${text.demand_index.score}/100):\n${text.demand_index.reading}`,
    `Replacement process:\n${text.replacement_process}`,
    `Advice:\n${text.human_advice}`,
    `Research facts:\n\n${research}`,
  ].join('\n\n');
}
