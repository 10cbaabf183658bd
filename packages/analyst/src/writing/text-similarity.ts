/**
 * How much two texts share once names and numbers are taken out: used by the tests (and the
 * benchmark) to check that the writing is built from each job's facts rather than one template
 * with the name swapped.
 */

/**
 * Sentences of a markdown text, with the given names replaced by a placeholder and, unless
 * `figures` is 'kept', digits by #.
 */
export function skeletonSentences(
  text: string,
  names: readonly string[],
  figures: 'masked' | 'kept' = 'masked',
): string[] {
  let skeleton = text;
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    if (name) skeleton = skeleton.split(name).join('‹name›');
  }
  if (figures === 'masked') skeleton = skeleton.replace(/\d+(?:[.,]\d+)*/g, '#');
  return (
    skeleton
      // A Latin full stop ends a sentence only before whitespace; Chinese ones end it anywhere.
      .split(/(?<=[.!?])\s+|(?<=[。！？])\s*|\n+/)
      .map((sentence) => sentence.trim())
      .filter((sentence) => sentence.length > 0)
  );
}

/** Share (0–1) of the sentences of the shorter text that also occur in the other. */
export function sharedSentenceShare(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  const pool = new Set(large);
  return small.filter((sentence) => pool.has(sentence)).length / small.length;
}
