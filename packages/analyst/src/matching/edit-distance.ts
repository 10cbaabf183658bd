/**
 * Damerau–Levenshtein distance in its optimal-string-alignment form (insertions, deletions,
 * substitutions and swaps of two neighbouring letters, each costing 1), giving up as soon as the
 * distance must exceed `limit`: the spelling corrector only ever asks "is it within 1 or 2?", and
 * the early exit keeps a scan over the whole vocabulary cheap.
 */
export function editDistanceWithin(a: string, b: string, limit: number): number | null {
  if (Math.abs(a.length - b.length) > limit) return null;
  if (a === b) return 0;
  const width = b.length + 1;
  // Three rolling rows: the swap needs the row before the previous one.
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return null;
    [before, previous, current] = [previous, current, before];
  }
  const distance = previous[b.length] ?? limit + 1;
  return distance <= limit ? distance : null;
}
