import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { TPersonaScoreUnknownReason } from '@irreplaceable/contracts/analysis/personas';
import type { TReviewStance, TStanceInput } from '@irreplaceable/contracts/analysis/job-analysis';
import type { JobFacts } from './job-facts';
import { STUDIES } from '../scoring/studies';

const clamp = (value: number) => Math.round(Math.min(Math.max(value, 0), 100));
const round = (value: number, digits = 0) => Number(value.toFixed(digits));

/** Pulls a score toward the neutral 50 by `shrink` (0 = unchanged, 1 = exactly 50). */
const towardMiddle = (score: number, shrink: number) => 50 + (score - 50) * (1 - shrink);

type TPart = { factor: TStanceInput['factor']; value: number | null; weight: number };

/** Weighted mean over the parts that have a value; null when none has. */
function blend(parts: TPart[]): { value: number; inputs: TStanceInput[] } | null {
  const present = parts.filter((part) => part.value !== null);
  const total = present.reduce((sum, part) => sum + part.weight, 0);
  if (total === 0) return null;
  return {
    value: present.reduce((sum, part) => sum + part.weight * part.value!, 0) / total,
    // The weights as they really applied: missing parts leave their share to the others.
    inputs: present.map((part) => ({
      factor: part.factor,
      value: round(part.value!),
      weight: round(part.weight / total, 2),
      count: null,
    })),
  };
}

const pull = (factor: TStanceInput['factor'], shrink: number): TStanceInput[] =>
  shrink > 0 ? [{ factor, value: round(100 * shrink), weight: null, count: null }] : [];

/**
 * An analyst's score and the stance that explains it: one computation, so they always agree.
 * With no figure behind it the score is null, the reason says why and the stance lists nothing.
 */
export type PersonaView =
  | { score: number; reason: null; stance: TReviewStance }
  | { score: null; reason: TPersonaScoreUnknownReason; stance: TReviewStance };

const unscored = (
  lens: TReviewStance['lens'],
  reason: TPersonaScoreUnknownReason,
): PersonaView => ({ score: null, reason, stance: { lens, inputs: [] } });

/**
 * Each analyst's own 0–100 view of the job's AI-resilience (higher = safer), from the same
 * figures with a different emphasis, so the four can disagree for stated reasons:
 * - Boss (gpt): the market. 40% resilience (100 − rate), 35% demand index, 25% wage percentile.
 * - Mr. Ape (claude): people's judgement and doubt. Resilience from the mean of the rate and the
 *   human-rated β, pulled toward 50 by uncertainty (medium confidence 15%, low 30%, +10% when
 *   GPT-4 and human raters disagree).
 * - Uncle Big G (gemini): breadth. Resilience from the mean of every study present (weighted or
 *   not), pulled toward 50 by the share of the studies that are missing (half of it).
 * - Brother Whale (deepseek): activities. Resilience from the task-weighted exposure of the
 *   work activities (60% GPT-4, 40% human β); without activity data, the rate pulled 30% to 50.
 * An analyst whose figures are all missing gives no score (null, with the reason); the pulls
 * toward 50 above only temper figures that exist, they never stand in for one.
 */
export function personaViews(facts: JobFacts): Record<TAnalystId, PersonaView> {
  return {
    gpt: bossView(facts),
    claude: apeView(facts),
    gemini: bigGView(facts),
    deepseek: whaleView(facts),
  };
}

export function personaScores(facts: JobFacts): Record<TAnalystId, number | null> {
  const views = personaViews(facts);
  return {
    gpt: views.gpt.score,
    claude: views.claude.score,
    gemini: views.gemini.score,
    deepseek: views.deepseek.score,
  };
}

function bossView({ score, demand, wage }: JobFacts): PersonaView {
  const covered = score.studiesAvailable > 0;
  const mix = blend([
    { factor: 'resilience', value: covered ? score.humanIrreplaceability : null, weight: 0.4 },
    { factor: 'demand', value: demand?.figures.score ?? null, weight: 0.35 },
    { factor: 'wage', value: wage ? 100 * wage.percentile : null, weight: 0.25 },
  ]);
  // Without a study the market alone speaks, and the stance says so by what it lists.
  if (!mix) return unscored('market', 'no_study_or_market_data');
  return { score: clamp(mix.value), reason: null, stance: { lens: 'market', inputs: mix.inputs } };
}

function apeView({ score, studies }: JobFacts): PersonaView {
  if (score.studiesAvailable === 0) return unscored('judgement', 'no_study_coverage');
  const human = studies.value('gpts_human_beta');
  const base =
    human === null
      ? score.humanIrreplaceability
      : 100 - (score.aiReplacementRate + 100 * human) / 2;
  const isSplit = studies.patterns.includes('raters-split');
  const doubt =
    (score.confidence === 'high' ? 0 : score.confidence === 'medium' ? 0.15 : 0.3) +
    (isSplit ? 0.1 : 0);
  const exposures: TStanceInput[] =
    human === null
      ? [{ factor: 'resilience', value: score.humanIrreplaceability, weight: 1, count: null }]
      : [
          { factor: 'rate', value: score.aiReplacementRate, weight: 0.5, count: null },
          { factor: 'human_raters', value: round(100 * human), weight: 0.5, count: null },
        ];
  return {
    score: clamp(towardMiddle(base, doubt)),
    reason: null,
    stance: { lens: 'judgement', inputs: [...exposures, ...pull('doubt_pull', doubt)] },
  };
}

function bigGView({ studies }: JobFacts): PersonaView {
  const all = studies.present.map((item) => item.normalized!);
  if (all.length === 0) return unscored('breadth', 'no_study_coverage');
  const mean = all.reduce((a, b) => a + b, 0) / all.length;
  const missing = (0.5 * (STUDIES.length - all.length)) / STUDIES.length;
  return {
    score: clamp(towardMiddle(100 * (1 - mean), missing)),
    reason: null,
    stance: {
      lens: 'breadth',
      inputs: [
        { factor: 'studies_mean', value: round(100 * mean), weight: null, count: all.length },
        ...pull('missing_studies_pull', missing),
      ],
    },
  };
}

function whaleView(facts: JobFacts): PersonaView {
  const exposure = activityExposure(facts);
  if (exposure !== null) {
    const count = facts.activities?.count ?? facts.occupation.iwas.length;
    return {
      score: clamp(100 - exposure),
      reason: null,
      stance: {
        lens: 'activities',
        inputs: [{ factor: 'activities', value: exposure, weight: null, count }],
      },
    };
  }
  if (facts.score.studiesAvailable === 0) return unscored('activities', 'no_study_coverage');
  const resilience = facts.score.humanIrreplaceability;
  return {
    score: clamp(towardMiddle(resilience, 0.3)),
    reason: null,
    stance: {
      lens: 'activities',
      inputs: [
        { factor: 'resilience', value: resilience, weight: 1, count: null },
        ...pull('no_activities_pull', 0.3),
      ],
    },
  };
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
