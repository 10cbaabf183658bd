import { editDistanceWithin } from './edit-distance';

function isGreater(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return false;
}

/**
 * Corrects misspelt words of English queries against the words of the titles themselves
 * ("sofware" → software, "acountant" → accountant). A word is only replaced when it is not a
 * title word already and a title word lies within Damerau–Levenshtein distance 1 (words of up to
 * five letters) or 2 (longer words); ties go to the smaller distance, then to a word with the same
 * first letter, then to the more common word. Two slips must leave the first letter alone: people
 * rarely mistype it, and without that rule names such as "amazon" or "google" turn into "mason"
 * and "noodle".
 */
export class Vocabulary {
  private readonly counts: ReadonlyMap<string, number>;
  private readonly byLength = new Map<number, string[]>();

  constructor(counts: ReadonlyMap<string, number>) {
    this.counts = counts;
    for (const word of counts.keys()) {
      if (!/^[a-z]+$/.test(word)) continue;
      const list = this.byLength.get(word.length);
      if (list) list.push(word);
      else this.byLength.set(word.length, [word]);
    }
    for (const list of this.byLength.values()) {
      list.sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0));
    }
  }

  has(word: string): boolean {
    return this.counts.has(word);
  }

  count(word: string): number {
    return this.counts.get(word) ?? 0;
  }

  /** The corrected word, or null when nothing is close enough (or the word needs no help). */
  correct(word: string): string | null {
    return this.correction(word)?.word ?? null;
  }

  /** The correction with its distance, for callers that weigh it against other readings. */
  correction(word: string): { word: string; distance: number } | null {
    if (word.length < 4 || !/^[a-z]+$/.test(word) || this.has(word)) return null;
    const limit = word.length <= 5 ? 1 : 2;
    // Distance 1 first: most typos are one slip, and the narrow search exits early.
    for (let distance = 1; distance <= limit; distance++) {
      const found = this.closest(word, distance);
      if (found) return { word: found, distance };
    }
    return null;
  }

  private closest(word: string, limit: number): string | null {
    let best: { word: string; rank: number[] } | null = null;
    for (let length = word.length - limit; length <= word.length + limit; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        const sameStart = candidate[0] === word[0];
        if (limit > 1 && !sameStart) continue;
        if (editDistanceWithin(word, candidate, limit) === null) continue;
        // Same first letter, then same last letter ("grafic" → graphic, not grain), then commoner.
        const rank = [
          sameStart ? 1 : 0,
          candidate.at(-1) === word.at(-1) ? 1 : 0,
          this.count(candidate),
        ];
        if (!best || isGreater(rank, best.rank)) best = { word: candidate, rank };
      }
    }
    return best?.word ?? null;
  }

  /**
   * "frontend" → ["front", "end"] when both halves are title words and the whole is not. Halves
   * of fewer than three letters are too easy to find ("techer" is not "tech" + "er").
   */
  splitCompound(word: string): string[] | null {
    if (word.length < 6 || this.has(word)) return null;
    let best: { parts: string[]; score: number } | null = null;
    for (let at = 3; at <= word.length - 3; at++) {
      const left = word.slice(0, at);
      const right = word.slice(at);
      const score = Math.min(this.count(left), this.count(right));
      if (score >= 2 && (!best || score > best.score)) best = { parts: [left, right], score };
    }
    return best?.parts ?? null;
  }
}
