import type { TStudyContribution, TStudyId } from '@irreplaceable/contracts/analysis/job-analysis';
import type { OccupationScore } from '../scoring/formula';

/**
 * How the studies relate for one occupation, named so the writing can explain it:
 * - `language-not-automation`: language-model exposure (GPT-4 β) far above Frey-Osborne's
 *   probability of computerisation: desk tasks exposed, the job as a whole hard to automate.
 * - `automation-not-language`: the reverse: routine, machine-replaceable work with little text.
 * - `raters-split`: GPT-4 and the human annotators of the same tasks disagree.
 * - `usage-lags` / `usage-leads`: real Copilot use (Microsoft) well below / above what the task
 *   ratings suggest.
 * - `consistent`: the weighted studies lie close together.
 */
export type StudyPattern =
  | 'language-not-automation'
  | 'automation-not-language'
  | 'raters-split'
  | 'usage-lags'
  | 'usage-leads'
  | 'consistent';

export interface StudyReadings {
  present: TStudyContribution[];
  missing: TStudyId[];
  /** Normalised (GPT-4 β scale, 0–1) figure per study, null where missing. */
  value: (study: TStudyId) => number | null;
  /** Largest minus smallest normalised figure among the weighted studies present. */
  spread: number | null;
  patterns: StudyPattern[];
  highest: TStudyContribution | null;
  lowest: TStudyContribution | null;
}

/** A gap between two studies on the common 0–1 scale that we call a disagreement. */
export const DISAGREEMENT_GAP = 0.3;
const SIDE_HIGH = 0.45;
const RATER_GAP = 0.2;
const USAGE_GAP = 0.25;
const CONSISTENT_SPREAD = 0.25;

export function readStudies(score: OccupationScore): StudyReadings {
  const byId = new Map(score.contributions.map((item) => [item.study, item]));
  const value = (study: TStudyId) => byId.get(study)?.normalized ?? null;
  const present = score.contributions.filter((item) => item.normalized !== null);
  const weighted = present.filter((item) => item.weight > 0);
  const sorted = [...weighted].sort((a, b) => b.normalized! - a.normalized!);
  const spread = sorted.length >= 2 ? sorted[0]!.normalized! - sorted.at(-1)!.normalized! : null;

  const gaps: { pattern: StudyPattern; gap: number }[] = [];
  const gap = (a: TStudyId, b: TStudyId) => {
    const x = value(a);
    const y = value(b);
    return x === null || y === null ? null : x - y;
  };
  // Each side of the contrast must also be high in its own right: a gap between 0.33 and 0.01
  // is no story about desk tasks.
  const llmVsFo = gap('gpts_gpt4_beta', 'frey_osborne');
  if (llmVsFo !== null && llmVsFo >= DISAGREEMENT_GAP && value('gpts_gpt4_beta')! >= SIDE_HIGH)
    gaps.push({ pattern: 'language-not-automation', gap: llmVsFo });
  if (llmVsFo !== null && -llmVsFo >= DISAGREEMENT_GAP && value('frey_osborne')! >= SIDE_HIGH)
    gaps.push({ pattern: 'automation-not-language', gap: -llmVsFo });
  const raters = gap('gpts_gpt4_beta', 'gpts_human_beta');
  if (raters !== null && Math.abs(raters) >= RATER_GAP)
    gaps.push({ pattern: 'raters-split', gap: Math.abs(raters) });
  const usage = gap('gpts_gpt4_beta', 'microsoft_applicability');
  if (usage !== null && usage >= USAGE_GAP) gaps.push({ pattern: 'usage-lags', gap: usage });
  if (usage !== null && -usage >= USAGE_GAP) gaps.push({ pattern: 'usage-leads', gap: -usage });
  gaps.sort((a, b) => b.gap - a.gap);
  const patterns = gaps.map((item) => item.pattern);
  if (patterns.length === 0 && spread !== null && spread <= CONSISTENT_SPREAD)
    patterns.push('consistent');

  return {
    present,
    missing: score.contributions.filter((item) => item.raw_value === null).map((i) => i.study),
    value,
    spread,
    patterns,
    highest: sorted[0] ?? null,
    lowest: sorted.at(-1) ?? null,
  };
}
