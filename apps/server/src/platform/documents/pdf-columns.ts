import type { PlacedText } from './pdf-lines';

/** The band between two columns, on x. */
export interface Gutter {
  from: number;
  to: number;
}

/** The gutter's width on x in points, and the step its search takes. */
const MIN_GUTTER = 8;
const STEP = 2;
/** Lines that may cross the gutter (a name, a heading or a rule across the page), as a share. */
const MAX_CROSSING = 0.2;
/** Each column holds at least this share of the page's letters and this many lines. */
const MIN_COLUMN_SHARE = 0.12;
const MIN_COLUMN_LINES = 4;
/**
 * Most of the right column's lines start near its left edge (a column, not dates set flush
 * right); bullets and indents stay within this many points of it.
 */
const MIN_ALIGNED = 0.6;
const INDENT = 20;

const letters = (items: readonly PlacedText[]) =>
  items.reduce((sum, item) => sum + item.text.replace(/\s/g, '').length, 0);

/**
 * The gutter of a two-column page: the widest band, away from the page's edges, that at most a
 * fifth of the lines cross, with a column of real text on each side. A one-column CV whose dates
 * sit flush right has such a band too, so the right side must also be a column: most of its
 * lines start at the same x. Returns null for a one-column page.
 */
export function findGutter(lines: readonly PlacedText[][]): Gutter | null {
  const items = lines.flat();
  if (lines.length < MIN_COLUMN_LINES * 2) return null;
  const left = Math.min(...items.map((item) => item.x));
  const right = Math.max(...items.map((item) => item.end));
  const span = right - left;
  const lineSpans = lines.map((line) => line.map((item) => [item.x, item.end] as const));
  const isOpen = (x: number) =>
    lineSpans.filter((spans) => spans.some(([from, to]) => from < x + STEP && to > x)).length <=
    lines.length * MAX_CROSSING;

  let best: Gutter | null = null;
  let start: number | null = null;
  for (let x = left + span * 0.15; x <= right - span * 0.15; x += STEP) {
    if (isOpen(x)) start ??= x;
    if (start !== null && (!isOpen(x) || x + STEP > right - span * 0.15)) {
      const band = { from: start, to: x };
      if (
        band.to - band.from >= MIN_GUTTER &&
        (!best || band.to - band.from > best.to - best.from)
      ) {
        best = band;
      }
      start = null;
    }
  }
  return best && isTwoColumns(lines, best) ? best : null;
}

function isTwoColumns(lines: readonly PlacedText[][], gutter: Gutter): boolean {
  const open = lines.filter((line) => !line.some((i) => i.x < gutter.from && i.end > gutter.to));
  const leftItems = open.flatMap((line) => line.filter((item) => item.end <= gutter.to));
  const rightItems = open.flatMap((line) => line.filter((item) => item.end > gutter.to));
  const total = letters(leftItems) + letters(rightItems);
  const rightStarts = open
    .map((line) => line.find((item) => item.end > gutter.to)?.x)
    .filter((x): x is number => x !== undefined);
  const leftLines = open.filter((line) => line.some((item) => item.end <= gutter.to)).length;
  if (leftLines < MIN_COLUMN_LINES || rightStarts.length < MIN_COLUMN_LINES) return false;
  if (Math.min(letters(leftItems), letters(rightItems)) < total * MIN_COLUMN_SHARE) return false;
  const edge = Math.min(...rightStarts);
  const aligned = rightStarts.filter((x) => x - edge <= INDENT).length;
  return aligned >= rightStarts.length * MIN_ALIGNED;
}
