import type { TSaferMoveTradeOff } from '@irreplaceable/contracts/analysis/job-analysis';
import { skillProfiles, type SkillProfiles } from '../knowledge/skill-profiles';
import type { OccupationRecord } from '../knowledge/types';
import type { AnalystContext } from './analyst-context';
import { annualWage } from './labor-baselines';

/**
 * What a move asks the person to give up or add, when it does: `lower-wage` when the neighbour's
 * median wage is below SIMILAR_WAGE of this job's (offered only from a highly exposed job with too
 * few moves that keep the pay), `more-preparation` when it asks for two or more steps more
 * preparation (O*NET job zone, or BLS typical entry education).
 */
export type SaferMoveTradeOff = TSaferMoveTradeOff;

export interface SaferOccupation {
  code: string;
  title: string;
  title_zh: string;
  ai_replacement_rate: number;
  /** Absent when the move keeps a similar or higher wage and a similar preparation. */
  trade_off?: SaferMoveTradeOff;
}

/** How much lower a neighbour's rate must be to be called safer. */
export const SAFER_MARGIN = 10;
export const SAFER_MIN = 3;
export const SAFER_MAX = 5;
/**
 * The least skill-and-knowledge similarity for a plausible move. Registered nurses and nurse
 * practitioners score 0.83, truck and bus drivers 0.84, translators and ESL teachers 0.67,
 * cashiers and retail supervisors 0.63; shuttle drivers and underground mining machine
 * operators 0.29. Many moves between 0.50 and 0.55 read as chance (locksmiths to commercial
 * divers), so the line is drawn above them.
 */
export const SAFER_MIN_SIMILARITY = 0.55;
/** A pay cut for lower exposure is worth offering only from a job this exposed (the "high" band). */
export const PAY_CUT_FROM_RATE = 50;
/** A median wage at least this share of the job's own counts as similar. */
export const SIMILAR_WAGE = 0.9;
/** Below this share of the job's own wage a move is a step down, whatever its exposure. */
export const LOWEST_WAGE = 0.75;

/** BLS typical entry education, in order; an award and "some college" sit on one step. */
const EDUCATION_STEP: Record<string, number> = {
  'No formal educational credential': 0,
  'High school diploma or equivalent': 1,
  'Postsecondary nondegree award': 2,
  'Some college, no degree': 2,
  "Associate's degree": 3,
  "Bachelor's degree": 4,
  "Master's degree": 5,
  'Doctoral or professional degree': 6,
};
const PROFESSIONAL_DEGREE = 6;

export function educationStep(occupation: OccupationRecord): number | null {
  const education = occupation.projections?.education;
  return education ? (EDUCATION_STEP[education] ?? null) : null;
}

function wageOf(occupation: OccupationRecord): number | null {
  return occupation.wages ? annualWage(occupation.wages) : null;
}

/**
 * Where moves are looked for: O*NET's related occupations, theirs in turn, and the same SOC minor
 * group (20 to 100 occupations, 54 at the median). The pool is wide on purpose; the similarity
 * decides.
 */
function candidatePool(context: AnalystContext, occupation: OccupationRecord): OccupationRecord[] {
  const { knowledge } = context;
  const codes = new Set<string>();
  for (const related of occupation.related) {
    codes.add(related.code);
    for (const next of knowledge.byCode.get(related.code)?.related ?? []) codes.add(next.code);
  }
  for (const other of knowledge.byMajorGroup.get(occupation.majorGroup) ?? []) {
    if (other.minorGroup === occupation.minorGroup) codes.add(other.code);
  }
  codes.delete(occupation.code);
  return [...codes].flatMap((code) => knowledge.byCode.get(code) ?? []);
}

interface Move {
  occupation: OccupationRecord;
  rate: number;
  similarity: number;
  /** The other's median wage over this job's; 1 when either is unknown (no claim either way). */
  wageRatio: number;
  tradeOff: SaferMoveTradeOff | undefined;
}

/**
 * Why a clearly less exposed neighbour is still no move: it asks for less preparation (a nurse to
 * nursing assistant), a doctoral or professional degree the job does not need, shares too little
 * of its skills and knowledge, or pays well under it.
 */
export type MoveRefusal = 'less-preparation' | 'professional-degree' | 'unlike' | 'lower-pay';

/** The move into `other`; a refusal when it is clearly safer but no plausible move; null when it is not clearly safer. */
function assessMove(
  context: AnalystContext,
  profiles: SkillProfiles,
  occupation: OccupationRecord,
  rate: number,
  other: OccupationRecord,
): Move | { refusal: MoveRefusal; similarity: number | null; rate: number } | null {
  const score = context.scores.get(other.code);
  // No study, no finding: an uncovered occupation's rate cannot make it "safer".
  if (!score || score.studiesAvailable === 0) return null;
  if (score.aiReplacementRate > rate - SAFER_MARGIN) return null;
  const similarity = profiles.similarity(occupation.code, other.code);
  const refuse = (refusal: MoveRefusal) => ({ refusal, similarity, rate: score.aiReplacementRate });
  const zone = occupation.jobZone;
  // A lower job zone throws away the person's preparation (a nurse to nursing assistant).
  if (zone !== null && (other.jobZone === null || other.jobZone < zone)) {
    return refuse('less-preparation');
  }
  const ownStep = educationStep(occupation);
  const step = educationStep(other);
  // A doctoral or professional degree (medicine, dentistry, law) is a new school, not a move.
  if (step === PROFESSIONAL_DEGREE && ownStep !== null && ownStep < PROFESSIONAL_DEGREE) {
    return refuse('professional-degree');
  }
  if (similarity === null || similarity < SAFER_MIN_SIMILARITY) return refuse('unlike');
  const ownWage = wageOf(occupation);
  const wage = wageOf(other);
  const wageRatio = ownWage === null || wage === null ? 1 : wage / ownWage;
  if (wageRatio < LOWEST_WAGE) return refuse('lower-pay');
  const morePreparation =
    (zone !== null && other.jobZone! - zone >= 2) ||
    (ownStep !== null && step !== null && step - ownStep >= 2);
  const tradeOff =
    wageRatio < SIMILAR_WAGE ? 'lower-wage' : morePreparation ? 'more-preparation' : undefined;
  return { occupation: other, rate: score.aiReplacementRate, similarity, wageRatio, tradeOff };
}

function judgeMove(
  context: AnalystContext,
  profiles: SkillProfiles,
  occupation: OccupationRecord,
  rate: number,
  other: OccupationRecord,
): Move | null {
  const assessed = assessMove(context, profiles, occupation, rate, other);
  return assessed && 'occupation' in assessed ? assessed : null;
}

/**
 * Occupations a person in this one could plausibly move into that AI reaches clearly less: from
 * O*NET's related occupations and their neighbours, those that share enough of the job's skills
 * and knowledge (skill-profiles.ts), ask for at least its preparation level and are at least
 * SAFER_MARGIN points less exposed, most alike first. A move that pays clearly less is offered
 * only from a highly exposed job with too few moves that keep the pay, and says so. Occupations
 * without skill ratings have nothing to compare and get none. Fewer than SAFER_MIN, or none, is
 * the honest answer when no plausible move is clearly safer (most often for a job already among
 * the least exposed).
 */
export function findSaferOccupations(
  context: AnalystContext,
  occupation: OccupationRecord,
  rate: number,
): SaferOccupation[] {
  const profiles = skillProfiles(context.knowledge);
  const moves = candidatePool(context, occupation)
    .flatMap((other) => judgeMove(context, profiles, occupation, rate, other) ?? [])
    .sort(
      (a, b) => b.similarity - a.similarity || a.occupation.code.localeCompare(b.occupation.code),
    );
  const keepsPay = moves.filter((move) => move.wageRatio >= SIMILAR_WAGE);
  const paysLess = moves.filter((move) => move.wageRatio < SIMILAR_WAGE);
  const chosen =
    keepsPay.length >= SAFER_MIN || rate < PAY_CUT_FROM_RATE
      ? keepsPay.slice(0, SAFER_MAX)
      : [...keepsPay, ...paysLess.slice(0, SAFER_MIN - keepsPay.length)];
  return chosen.map(({ occupation: other, rate: otherRate, tradeOff }) => ({
    code: other.code,
    title: other.title,
    title_zh: other.titleZh ?? other.title,
    ai_replacement_rate: otherRate,
    ...(tradeOff ? { trade_off: tradeOff } : {}),
  }));
}

/**
 * Why a job has no safer move, so a page can say the true thing: `no-ratings` when O*NET has no
 * skill ratings to compare (the "All Other" codes), `none-less-exposed` when no neighbour a study
 * covers is SAFER_MARGIN points less exposed, `none-alike` when some are but none is a plausible
 * move (too unlike in skills and knowledge, lower preparation, or a pay cut).
 */
export type NoSaferMoveReason = 'no-ratings' | 'none-less-exposed' | 'none-alike';

export function whyNoSaferMove(
  context: AnalystContext,
  occupation: OccupationRecord,
  rate: number,
): NoSaferMoveReason {
  if (skillProfiles(context.knowledge).similarity(occupation.code, occupation.code) === null) {
    return 'no-ratings';
  }
  const lessExposed = candidatePool(context, occupation).some((other) => {
    const score = context.scores.get(other.code);
    return (
      score !== undefined &&
      score.studiesAvailable > 0 &&
      score.aiReplacementRate <= rate - SAFER_MARGIN
    );
  });
  return lessExposed ? 'none-alike' : 'none-less-exposed';
}

/** The most alike of the clearly less exposed neighbours, and why it is still no move. */
export interface RefusedMove {
  title: string;
  title_zh: string;
  ai_replacement_rate: number;
  refusal: MoveRefusal;
}

/**
 * For a page with no move although less exposed neighbours exist: the one most alike in skills
 * and knowledge (or, without ratings, the least exposed), so the page can name it and say why.
 */
export function nearestRefusedMove(
  context: AnalystContext,
  occupation: OccupationRecord,
  rate: number,
): RefusedMove | null {
  const profiles = skillProfiles(context.knowledge);
  const refused = candidatePool(context, occupation).flatMap((other) => {
    const assessed = assessMove(context, profiles, occupation, rate, other);
    return assessed && 'refusal' in assessed ? [{ other, ...assessed }] : [];
  });
  refused.sort(
    (a, b) =>
      (b.similarity ?? -1) - (a.similarity ?? -1) ||
      a.rate - b.rate ||
      a.other.code.localeCompare(b.other.code),
  );
  const nearest = refused[0];
  if (!nearest) return null;
  return {
    title: nearest.other.title,
    title_zh: nearest.other.titleZh ?? nearest.other.title,
    ai_replacement_rate: nearest.rate,
    refusal: nearest.refusal,
  };
}
