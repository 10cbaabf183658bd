import { findGutter, type Gutter } from './pdf-columns';

/** A text item as pdf.js gives it: its string, its matrix, and its advance width on the page. */
export interface PdfTextItem {
  str: string;
  transform: number[];
  width?: number;
  height?: number;
}

/** A run of text where the page puts it: its start, baseline and end on x, and its font size. */
export interface PlacedText {
  text: string;
  x: number;
  y: number;
  end: number;
  size: number;
}

/** A gap wider than this many font sizes parts two words; narrower is kerning or a new span. */
const WORD_GAP = 0.12;
/** A gap wider than this many font sizes parts two columns: written as two spaces. */
const COLUMN_GAP = 1.5;
/**
 * Beside Chinese, which has no spaces between words, a gap of half an em is already a separation
 * (an ideographic space, a tab between a date and an employer).
 */
const CHINESE_GAP = 0.5;
const CHINESE_END = /[\p{Script=Han}\u3000-\u303F\uFF01-\uFF65]$/u;
const CHINESE_START = /^[\p{Script=Han}\u3000-\u303F\uFF01-\uFF65]/u;

function place(items: readonly PdfTextItem[]): PlacedText[] {
  return items
    .filter((item) => item.str.trim() !== '')
    .map((item) => {
      const [a = 1, b = 0, c = 0, d = 1, x = 0, y = 0] = item.transform;
      const size = Math.hypot(c, d) || Math.hypot(a, b) || 10;
      // pdf.js measures each item's advance; an item without one is guessed at half an em a letter.
      const width = item.width && item.width > 0 ? item.width : item.str.length * size * 0.5;
      return { text: item.str, x, y, end: x + width, size };
    });
}

/** Items on one baseline (within a third of their size), top of the page first. */
function baselines(placed: readonly PlacedText[]): PlacedText[][] {
  const sorted = [...placed].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: PlacedText[][] = [];
  for (const item of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0]!.y - item.y) <= item.size / 3) line.push(item);
    else lines.push([item]);
  }
  for (const line of lines) line.sort((a, b) => a.x - b.x);
  return lines;
}

/**
 * Letters set apart by letter-spacing ("P R O F I L E", or "P R O FIL E" where kerning let a few
 * touch) joined back into the word. Only a run of at least three pieces, all one to three
 * letters and mostly single letters, is taken for one: prose never reads like that.
 */
export function joinSpacedLetters(text: string): string {
  return text
    .split(/( {2,})/)
    .map((chunk) => {
      const pieces = chunk.trim().split(' ');
      if (pieces.length < 3 || !pieces.every((piece) => /^\p{L}{1,3}$/u.test(piece))) return chunk;
      const single = pieces.filter((piece) => piece.length === 1).length;
      return single >= pieces.length * 0.6 ? chunk.replace(/(?<=\S) (?=\S)/g, '') : chunk;
    })
    .join('');
}

/** One line's items as text: a space where the page leaves a word's gap, two for a column's. */
function lineText(line: readonly PlacedText[]): string {
  let text = '';
  let end = -Infinity;
  for (const item of line) {
    const gap = item.x - end;
    const chinese = CHINESE_END.test(text) || CHINESE_START.test(item.text);
    const wide = item.size * (chinese ? CHINESE_GAP : COLUMN_GAP);
    if (text) text += gap > wide ? '  ' : gap > item.size * WORD_GAP ? ' ' : '';
    text += joinSpacedLetters(item.text);
    end = Math.max(end, item.end);
  }
  return joinSpacedLetters(text.trim());
}

const crosses = (item: PlacedText, gutter: Gutter) => item.x < gutter.from && item.end > gutter.to;

/**
 * A page's text as lines, in reading order. Where the page has two columns (a gutter that no
 * text crosses over most of its height), each stretch of the page between full-width lines is
 * read left column first, then right; a full-width line (a name, a heading across both) stays in
 * its place.
 */
export function pageLines(items: readonly PdfTextItem[]): string[] {
  const lines = baselines(place(items));
  const gutter = findGutter(lines);
  if (!gutter) return lines.map(lineText);
  const out: string[] = [];
  let left: string[] = [];
  let right: string[] = [];
  const flush = () => {
    out.push(...left, ...right);
    left = [];
    right = [];
  };
  for (const line of lines) {
    if (line.some((item) => crosses(item, gutter))) {
      flush();
      out.push(lineText(line));
      continue;
    }
    const leftPart = line.filter((item) => item.end <= gutter.to);
    const rightPart = line.filter((item) => item.end > gutter.to);
    if (leftPart.length) left.push(lineText(leftPart));
    if (rightPart.length) right.push(lineText(rightPart));
  }
  flush();
  return out;
}
