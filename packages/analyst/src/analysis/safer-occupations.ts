import type { OccupationRecord, RelatednessTier } from '../knowledge/types';
import type { AnalystContext } from './analyst-context';

export interface SaferOccupation {
  code: string;
  title: string;
  title_zh: string;
  ai_replacement_rate: number;
}

/** How much lower a neighbour's rate must be to be called safer. */
export const SAFER_MARGIN = 10;
export const SAFER_MIN = 3;
export const SAFER_MAX = 5;

const TIER_ORDER: Record<RelatednessTier, number> = {
  'Primary-Short': 0,
  'Primary-Long': 1,
  Supplemental: 2,
};

interface Candidate {
  occupation: OccupationRecord;
  rate: number;
  /** 0: O*NET's related list (by tier, then index); 1: neighbours' neighbours; 2: minor group. */
  source: number;
  order: number;
  /** Whether the move keeps a similar or higher preparation level (job zone). */
  zoneFits: boolean;
}

/**
 * Neighbouring occupations with a clearly lower rate: first O*NET's related occupations; if
 * fewer than three qualify, their own closest neighbours, then the same SOC minor group.
 * Preferred: a job zone no more than one step lower (a move should not throw away the person's
 * preparation), then the closest source, then O*NET's tier and order (Primary-Short first).
 * Occupations no study covers are never proposed: their rate is no finding.
 */
export function findSaferOccupations(
  context: AnalystContext,
  occupation: OccupationRecord,
  rate: number,
): SaferOccupation[] {
  const { knowledge, scores } = context;
  const zoneFits = (other: OccupationRecord) =>
    occupation.jobZone === null || (other.jobZone ?? 0) >= occupation.jobZone - 1;
  const candidates = new Map<string, Candidate>();
  const consider = (other: OccupationRecord | undefined, source: number, order: number) => {
    if (!other || other.code === occupation.code || candidates.has(other.code)) return;
    const score = scores.get(other.code);
    if (!score || score.studiesAvailable === 0) return;
    if (score.aiReplacementRate > rate - SAFER_MARGIN) return;
    candidates.set(other.code, {
      occupation: other,
      rate: score.aiReplacementRate,
      source,
      order,
      zoneFits: zoneFits(other),
    });
  };
  for (const related of occupation.related) {
    consider(
      knowledge.byCode.get(related.code),
      0,
      TIER_ORDER[related.tier] * 1000 + related.index,
    );
  }
  // Not enough direct neighbours: the neighbours' own closest neighbours (Primary-Short), then
  // the same SOC minor group, lowest rate first.
  if (candidates.size < SAFER_MIN) {
    occupation.related.forEach((related, first) => {
      const neighbour = knowledge.byCode.get(related.code);
      neighbour?.related
        .filter((next) => next.tier === 'Primary-Short')
        .forEach((next) => consider(knowledge.byCode.get(next.code), 1, first * 100 + next.index));
    });
  }
  if (candidates.size < SAFER_MIN) {
    const sameMinor = (knowledge.byMajorGroup.get(occupation.majorGroup) ?? [])
      .filter((other) => other.minorGroup === occupation.minorGroup)
      .map((other) => ({ other, rate: scores.get(other.code)?.aiReplacementRate ?? 100 }))
      // Lowest rate first, then by code so the choice never depends on anything else.
      .sort((a, b) => a.rate - b.rate || a.other.code.localeCompare(b.other.code));
    sameMinor.forEach(({ other }, index) => consider(other, 2, index));
  }
  return [...candidates.values()]
    .sort(
      (a, b) =>
        Number(b.zoneFits) - Number(a.zoneFits) ||
        a.source - b.source ||
        a.order - b.order ||
        a.occupation.code.localeCompare(b.occupation.code),
    )
    .slice(0, SAFER_MAX)
    .map(({ occupation: other, rate: otherRate }) => ({
      code: other.code,
      title: other.title,
      title_zh: other.titleZh ?? other.title,
      ai_replacement_rate: otherRate,
    }));
}
