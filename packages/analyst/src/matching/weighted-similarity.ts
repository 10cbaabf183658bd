/**
 * Similarity of two titles seen as lists of units (English words, or Chinese characters), each unit
 * weighted by how rare it is among all titles: sharing "ophthalmic" says much more than sharing
 * "technician". Recall (how much of the query the title explains) counts more than precision (how
 * much of the title the query names), because queries are short and titles carry qualifiers.
 */

/** Units that are not equal but close enough to count in part. */
export type PartialMatch = (queryUnit: string, titleUnit: string) => number;

const RECALL_WEIGHT = 1.5;

export interface SimilarityInput {
  query: readonly string[];
  title: readonly string[];
  weight: (unit: string) => number;
  partial?: PartialMatch;
}

export function weightedF({ query, title, weight, partial }: SimilarityInput): number {
  let queryTotal = 0;
  let queryMatched = 0;
  const titleCredit = new Array<number>(title.length).fill(0);
  for (const unit of query) {
    const w = weight(unit);
    queryTotal += w;
    let best = 0;
    let bestAt = -1;
    title.forEach((candidate, i) => {
      const credit = candidate === unit ? 1 : (partial?.(unit, candidate) ?? 0);
      if (credit > best) {
        best = credit;
        bestAt = i;
      }
    });
    queryMatched += w * best;
    if (bestAt >= 0) titleCredit[bestAt] = Math.max(titleCredit[bestAt] ?? 0, best);
  }
  let titleTotal = 0;
  let titleMatched = 0;
  title.forEach((unit, i) => {
    const w = weight(unit);
    titleTotal += w;
    titleMatched += w * (titleCredit[i] ?? 0);
  });
  if (queryMatched === 0 || queryTotal === 0 || titleTotal === 0) return 0;
  const recall = queryMatched / queryTotal;
  const precision = titleMatched / titleTotal;
  const b2 = RECALL_WEIGHT * RECALL_WEIGHT;
  return ((1 + b2) * precision * recall) / (b2 * precision + recall);
}

/** Dice coefficient of the character trigrams of two strings (spaces removed by the caller). */
export function trigramDice(a: string, b: string): number {
  const grams = (s: string): Map<string, number> => {
    const padded = ` ${s} `;
    const counts = new Map<string, number>();
    for (let i = 0; i + 3 <= padded.length; i++) {
      const g = padded.slice(i, i + 3);
      counts.set(g, (counts.get(g) ?? 0) + 1);
    }
    return counts;
  };
  const ga = grams(a);
  const gb = grams(b);
  let shared = 0;
  let total = 0;
  for (const [g, n] of ga) {
    shared += Math.min(n, gb.get(g) ?? 0);
    total += n;
  }
  for (const n of gb.values()) total += n;
  return total === 0 ? 0 : (2 * shared) / total;
}

/** Dice coefficient of neighbouring-unit pairs: rewards the same units in the same order. */
export function bigramDice(a: readonly string[], b: readonly string[]): number {
  const pairs = (units: readonly string[]): Map<string, number> => {
    const counts = new Map<string, number>();
    const list = units.length === 1 ? [units[0] ?? ''] : [];
    for (let i = 0; i + 1 < units.length; i++) list.push(`${units[i]}\u0000${units[i + 1]}`);
    for (const p of list) counts.set(p, (counts.get(p) ?? 0) + 1);
    return counts;
  };
  const pa = pairs(a);
  const pb = pairs(b);
  let shared = 0;
  let total = 0;
  for (const [p, n] of pa) {
    shared += Math.min(n, pb.get(p) ?? 0);
    total += n;
  }
  for (const n of pb.values()) total += n;
  return total === 0 ? 0 : (2 * shared) / total;
}
