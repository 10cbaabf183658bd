/**
 * Deterministic choices for the built-in engine. Everything it picks (questions, their order,
 * which activity a challenge is about) comes from the assessment id through these functions, so the
 * same assessment always reads the same, on any machine and after any restart.
 */

/** FNV-1a: a 32-bit hash of a string, stable across runs and platforms. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A seeded generator of numbers in [0, 1) (mulberry32), one stream per seed text. */
export function seededRandom(seedText: string): () => number {
  let state = hashText(seedText);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A copy of `items` in an order fixed by the seed (Fisher–Yates). */
export function seededShuffle<T>(items: readonly T[], seedText: string): T[] {
  const random = seededRandom(seedText);
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

/** One of `count` positions, fixed by the seed. */
export function seededIndex(seedText: string, count: number): number {
  return count <= 0 ? 0 : hashText(seedText) % count;
}
