import type { CvFace } from './cv-fonts';

/** Whether a face has a glyph for a code point. */
export type Coverage = (face: CvFace, codePoint: number) => boolean;

/** A stretch of text drawn, and measured, in one face. */
export interface TextRun {
  face: CvFace;
  text: string;
}

/**
 * Why a character is refused:
 * - `right_to_left`: Hebrew, Arabic and the other scripts written from right to left. The PDF
 *   renderer lays a line out from left to right and does not reorder, so "שלום" would print
 *   backwards, and Arabic would print unjoined: refused even if a face had the glyphs.
 * - `no_font`: no shipped face has the glyph (CJK Extension B, Devanagari, Thai...). Drawing it
 *   anyway would print an empty box, or the renderer's built-in font would print garbage.
 */
export type UnsupportedReason = 'right_to_left' | 'no_font';

export interface UnsupportedText {
  /** The character, or the smallest cluster (a letter with its accents) that cannot be drawn. */
  text: string;
  reason: UnsupportedReason;
}

export interface TextLayout {
  runs: TextRun[];
  unsupported: UnsupportedText[];
}

const RIGHT_TO_LEFT =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}\p{Script=Mende_Kikakui}\p{Script=Yezidi}\p{Script=Imperial_Aramaic}\p{Script=Phoenician}\p{Script=Old_South_Arabian}\p{Script=Avestan}]/u;
/** Invisible characters: joiners, variation selectors, direction marks, soft hyphens. */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
/** What makes a cluster an emoji sequence: joined, styled as emoji, toned, a flag or a keycap. */
const EMOJI_SEQUENCE = /\u200D|\uFE0F|\u20E3|\p{Emoji_Modifier}|\p{Regional_Indicator}/u;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const words = new Intl.Segmenter('en', { granularity: 'word' });

type Placement = { face: CvFace; text: string } | { face: null; unsupported: UnsupportedText[] };

const codePointOf = (char: string) => char.codePointAt(0)!;

/** The face one user-perceived character (a grapheme cluster) is drawn in, and what it draws. */
function place(cluster: string, covers: Coverage): Placement {
  const points = [...cluster];
  const backwards = points.filter((point) => RIGHT_TO_LEFT.test(point));
  if (backwards.length > 0) {
    return {
      face: null,
      unsupported: backwards.map((text) => ({ text, reason: 'right_to_left' })),
    };
  }
  const has = (face: CvFace, list: string[]) =>
    list.every((point) => covers(face, codePointOf(point)));
  // An emoji sequence goes whole to the emoji face, whose ligatures draw it as one sign.
  if (EMOJI_SEQUENCE.test(cluster) && has('emoji', points)) return { face: 'emoji', text: cluster };
  const visible = points.filter((point) => !IGNORABLE.test(point));
  // Invisible characters left alone (a stray joiner, a direction mark) draw nothing.
  if (visible.length === 0) return { face: 'main', text: '' };
  for (const face of ['main', 'latin', 'emoji'] as const) {
    if (has(face, visible)) return { face, text: visible.join('') };
  }
  const uncovered = visible.filter((point) =>
    (['main', 'latin', 'emoji'] as const).every((face) => !covers(face, codePointOf(point))),
  );
  return {
    face: null,
    // Each character has a face, but no one face has them all: the cluster is what fails.
    unsupported: (uncovered.length > 0 ? uncovered : [cluster]).map((text) => ({
      text,
      reason: 'no_font',
    })),
  };
}

/**
 * A word the CJK face cannot wholly spell ("Олексій", "Nguyễn") is set wholly in the Latin face,
 * so one word never mixes two designs.
 */
function placeWord(word: string, covers: Coverage): Placement[] {
  const placements = [...graphemes.segment(word)].map(({ segment }) => place(segment, covers));
  const needsLatin = placements.some((placement) => placement.face === 'latin');
  if (!needsLatin) return placements;
  const inLatin = placements.map((placement) =>
    placement.face === 'main'
      ? place(placement.text, (face, code) => face === 'latin' && covers(face, code))
      : placement,
  );
  return inLatin.every((placement) => placement.face !== null) ? inLatin : placements;
}

/** Text the main face draws whole, with nothing invisible: most of every CV, told apart quickly. */
function isPlain(text: string, covers: Coverage): boolean {
  for (const char of text) {
    if (!covers('main', codePointOf(char)) || IGNORABLE.test(char)) return false;
  }
  return true;
}

/**
 * Splits text into runs by the face that draws each character, and names what no face can draw.
 * The typesetter measures each run with its face and the templates draw each run in it, so what
 * is measured is what is drawn.
 */
export function layoutText(text: string, covers: Coverage): TextLayout {
  if (isPlain(text, covers)) return { runs: text ? [{ face: 'main', text }] : [], unsupported: [] };
  const runs: TextRun[] = [];
  const unsupported: UnsupportedText[] = [];
  for (const { segment, isWordLike } of words.segment(text)) {
    const placements = isWordLike
      ? placeWord(segment, covers)
      : [...graphemes.segment(segment)].map((cluster) => place(cluster.segment, covers));
    for (const placement of placements) {
      if (placement.face === null) {
        unsupported.push(...placement.unsupported);
        continue;
      }
      if (!placement.text) continue;
      const last = runs.at(-1);
      if (last?.face === placement.face) last.text += placement.text;
      else runs.push({ face: placement.face, text: placement.text });
    }
  }
  return { runs, unsupported };
}
