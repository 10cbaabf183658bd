import type { TMatchedOccupation } from '@irreplaceable/contracts/analysis/classification';
import type { MatchIndex } from './match-index';

/** One occupation a query may mean, before ranking. */
export interface Candidate {
  code: string;
  /** How well the query matches the occupation's best title, 0–1. */
  similarity: number;
  /**
   * How fitting that title is as a name for the job: its commonness (occupation-prior.ts
   * titleFlagBonus) and how much of it the occupation's own title repeats.
   */
  bonus: number;
  /** Fuzzy matches only: the title contains every word of the query. */
  covers?: boolean;
  /** Exact English matches only: the source letters of the title that matched (titles.json). */
  flags?: string;
  /**
   * Chinese fuzzy matches only: the title shares two characters or half (by rarity) of the query's
   * qualifier, not just its job ending ("码头工人" and 建筑工人 share only 工人).
   */
  anchored?: boolean;
}

export const MAX_OCCUPATIONS = 5;

/** How much commonness may lower a reading's score: a rare reading of an exact title keeps ≥ 0.9. */
const COMMONNESS_SHARE = 0.1;

/** Keeps each code once, with its best similarity and, among equally good titles, the best bonus. */
export function bestPerCode(candidates: readonly Candidate[]): Candidate[] {
  const best = new Map<string, Candidate>();
  for (const c of candidates) {
    const seen = best.get(c.code);
    if (
      !seen ||
      c.similarity > seen.similarity ||
      (c.similarity === seen.similarity && c.bonus > seen.bonus)
    ) {
      best.set(c.code, c);
    }
  }
  return [...best.values()];
}

export interface RankedCandidate extends Candidate {
  score: number;
}

/**
 * Orders readings by similarity, discounted by how uncommon each reading is relative to the most
 * common one (workers in the occupation, plus the title's own commonness); the result is the score
 * the product shows, so the list is always in score order.
 */
export function rankCandidates(
  candidates: readonly Candidate[],
  index: MatchIndex,
  limit = MAX_OCCUPATIONS,
): RankedCandidate[] {
  const unique = bestPerCode(candidates).filter((c) => index.knowledge.byCode.has(c.code));
  const commonness = (c: Candidate) => (index.priors.get(c.code) ?? 3) + c.bonus;
  const most = Math.max(...unique.map(commonness), 1);
  return unique
    .map((c) => ({
      ...c,
      score: c.similarity * (1 - COMMONNESS_SHARE + (COMMONNESS_SHARE * commonness(c)) / most),
    }))
    .sort(
      (a, b) => b.score - a.score || commonness(b) - commonness(a) || (a.code < b.code ? -1 : 1),
    )
    .slice(0, limit);
}

export function toMatchedOccupations(
  ranked: readonly RankedCandidate[],
  index: MatchIndex,
): TMatchedOccupation[] {
  return ranked.map((c) => {
    const occupation = index.knowledge.byCode.get(c.code);
    const title = occupation?.title ?? c.code;
    return {
      code: c.code,
      title,
      title_zh: occupation?.titleZh ?? title,
      score: Math.round(Math.min(1, Math.max(0, c.score)) * 1000) / 1000,
    };
  });
}
