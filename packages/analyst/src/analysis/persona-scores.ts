import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { JobFacts } from './job-facts';

const clamp = (value: number) => Math.round(Math.min(Math.max(value, 0), 100));

/** Pulls a score toward the neutral 50 by `shrink` (0 = unchanged, 1 = exactly 50). */
const towardMiddle = (score: number, shrink: number) => 50 + (score - 50) * (1 - shrink);

/** Weighted mean over the parts that have a value; 50 when none has. */
function blend(parts: { value: number | null; weight: number }[]): number {
  const present = parts.filter((part) => part.value !== null);
  const total = present.reduce((sum, part) => sum + part.weight, 0);
  return total === 0
    ? 50
    : present.reduce((sum, part) => sum + part.weight * part.value!, 0) / total;
}

/**
 * Each analyst's own 0–100 view of the job's AI-resilience (higher = safer), from the same
 * figures with a different emphasis, so the four can disagree for stated reasons:
 * - Boss (gpt): the market. 40% resilience (100 − rate), 35% demand index, 25% wage percentile.
 * - Mr. Ape (claude): people's judgement and doubt. Resilience from the mean of the rate and the
 *   human-rated β, pulled toward 50 by uncertainty (medium confidence 15%, low 30%, +10% when
 *   GPT-4 and human raters disagree).
 * - Uncle Big G (gemini): breadth. Resilience from the mean of every study present (weighted or
 *   not), pulled toward 50 by the share of the seven studies that are missing (half of it).
 * - Brother Whale (deepseek): activities. Resilience from the task-weighted exposure of the
 *   work activities (60% GPT-4, 40% human β); without activity data, the rate pulled 30% to 50.
 */
export function personaScores(facts: JobFacts): Record<TAnalystId, number> {
  const { score, studies, demand, wage } = facts;
  const covered = score.studiesAvailable > 0;
  const resilience = covered ? score.humanIrreplaceability : null;

  const boss = blend([
    { value: resilience, weight: 0.4 },
    { value: demand?.figures.score ?? null, weight: 0.35 },
    { value: wage ? 100 * wage.percentile : null, weight: 0.25 },
  ]);

  const human = studies.value('gpts_human_beta');
  const apeBase = !covered
    ? 50
    : human === null
      ? score.humanIrreplaceability
      : 100 - (score.aiReplacementRate + 100 * human) / 2;
  const doubt =
    (score.confidence === 'high' ? 0 : score.confidence === 'medium' ? 0.15 : 0.3) +
    (studies.patterns.includes('raters-split') ? 0.1 : 0);
  const ape = towardMiddle(apeBase, doubt);

  const all = studies.present.map((item) => item.normalized!);
  const bigG = all.length
    ? towardMiddle(
        100 * (1 - all.reduce((a, b) => a + b, 0) / all.length),
        (0.5 * (7 - all.length)) / 7,
      )
    : 50;

  const exposure = activityExposure(facts);
  const whale =
    exposure !== null
      ? 100 - exposure
      : covered
        ? towardMiddle(score.humanIrreplaceability, 0.3)
        : 50;

  return { gpt: clamp(boss), claude: clamp(ape), gemini: clamp(bigG), deepseek: clamp(whale) };
}

/** The task-weighted exposure of the activities (0–100), as Brother Whale reads it. */
export function activityExposure(facts: JobFacts): number | null {
  const every = facts.occupation.iwas;
  if (every.length === 0) return null;
  const weight = every.reduce((sum, item) => sum + item.weight, 0) || 1;
  return Math.round(
    (100 *
      every.reduce((sum, item) => sum + item.weight * (0.6 * item.gpt4 + 0.4 * item.human), 0)) /
      weight,
  );
}
