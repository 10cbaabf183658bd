// linebreak ships no types; ours come along wherever this file is compiled.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./types/linebreak.d.ts" />
import LineBreaker from 'linebreak';

/**
 * Line breaking for CV text in Chinese, English and both at once.
 *
 * Where a line may break comes from the Unicode line breaking algorithm (UAX #14, through the
 * `linebreak` package): between two Chinese characters, after a space, never before closing
 * punctuation (，。、）」》…) and never after opening punctuation (（「《…). On top of it we lay out
 * lines ourselves, greedily, with the font's own advance widths: the PDF library's paragraph
 * breaker weighs only spaces as stretchable, so it leaves Chinese lines half empty.
 */

const HAN = '\\p{Script=Han}\\u3005\\u3007';
const LATIN = 'A-Za-z0-9\\u00C0-\\u024F';
const HAN_THEN_LATIN = new RegExp(`([${HAN}])([${LATIN}])`, 'gu');
const LATIN_THEN_HAN = new RegExp(`([${LATIN}%])([${HAN}])`, 'gu');

/**
 * A quarter-em gap (a space in this font) between Chinese and Latin letters or digits that touch,
 * as Chinese typesetting asks: "用Python写" → "用 Python 写". Spaces already there stay one.
 */
export function autospace(text: string): string {
  return text.replace(HAN_THEN_LATIN, '$1 $2').replace(LATIN_THEN_HAN, '$1 $2');
}

/** The pieces between break opportunities; each piece keeps its trailing spaces. */
export function breakPieces(text: string): string[] {
  const pieces: string[] = [];
  const breaker = new LineBreaker(text);
  let last = 0;
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
    if (next.position > last) {
      pieces.push(text.slice(last, next.position));
      last = next.position;
    }
  }
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}

const ENDS_HAN = new RegExp(`[${HAN}]\\s*$`, 'u');
const ENDS_DIGIT = /\d\s*$/u;
const STARTS_HAN = new RegExp(`^[${HAN}]`, 'u');

/**
 * The pieces of a paragraph, with a number kept with the Chinese character it touches: "双 11",
 * "3 年" and "618 活动" may not be split across lines, as Chinese typesetting keeps a figure
 * with its word.
 */
export function linePieces(paragraph: string): string[] {
  const pieces: string[] = [];
  for (const piece of breakPieces(paragraph)) {
    const previous = pieces.at(-1);
    const joins =
      previous !== undefined &&
      ((ENDS_HAN.test(previous) && /^\d/u.test(piece)) ||
        (ENDS_DIGIT.test(previous) && STARTS_HAN.test(piece)));
    if (joins) pieces[pieces.length - 1] = previous + piece;
    else pieces.push(piece);
  }
  return pieces;
}

/** Characters that never start a line, and that never end one, in Chinese typesetting. */
export const NO_LINE_START = '，。、；：？！）》」』】〕〉”’…·%';
export const NO_LINE_END = '（《「『【〔〈“‘';

export type Measure = (text: string) => number;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Cut between user-perceived characters, never inside an emoji sequence or before an accent. */
function splitOversized(piece: string, measure: Measure, width: number): string[] {
  const parts: string[] = [];
  let current = '';
  for (const { segment: char } of graphemes.segment(piece)) {
    if (current && measure(current + char) > width) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  if (current) parts.push(current);
  return parts;
}

/**
 * Lays `text` out in lines no wider than `width`, as measured by `measure`. A line's width is the
 * sum of its pieces' widths, so each piece is measured once. Hard line breaks in the text stay. A
 * piece wider than a whole line (a long URL) is cut where it must.
 */
export function wrapLines(text: string, measure: Measure, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of autospace(text).split(/\r?\n/)) {
    let line = '';
    let lineWidth = 0;
    for (const piece of linePieces(paragraph)) {
      const ink = piece.trimEnd();
      const inkWidth = measure(ink);
      if (line && lineWidth + inkWidth > width) {
        lines.push(line.trimEnd());
        line = '';
        lineWidth = 0;
      }
      if (!line && inkWidth > width) {
        const parts = splitOversized(ink, measure, width);
        lines.push(...parts.slice(0, -1));
        line = parts.at(-1) ?? '';
        lineWidth = measure(line);
        continue;
      }
      line += piece;
      lineWidth += ink === piece ? inkWidth : measure(piece);
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
