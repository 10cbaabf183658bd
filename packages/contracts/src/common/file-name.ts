import { FILE_NAME_MAX_LENGTH } from '../constants';

/**
 * Characters that reorder the text around them without being seen: the bidirectional marks,
 * embeddings, overrides and isolates. "cv\u202Efdp.exe" is drawn as "cvexe.pdf", so a name could
 * pass for another type. The zero-width non-joiner and joiner (U+200C, U+200D) are not among
 * them: Persian, Indic scripts and emoji sequences need them to be written correctly.
 */
const DIRECTION_MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** C0 and C1 controls and DEL, and the line and paragraph separators: a name is one line. */
const CONTROLS = /[\p{Cc}\u2028\u2029]/gu;
/** What Windows refuses in a name, and the quote that would end a header's quoted value. */
const RESERVED = /[<>:"|?*]/g;
/** An extension this long or shorter survives a cut. */
const EXTENSION_MAX_LENGTH = 16;

let graphemes: Intl.Segmenter | undefined;

/** The start of `text` up to `maxLength` UTF-16 units, never splitting a visible character. */
function cutAtCharacter(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let kept = '';
  for (const { segment } of graphemes.segment(text)) {
    if (kept.length + segment.length > maxLength) break;
    kept += segment;
  }
  return kept;
}

function cutKeepingExtension(name: string, maxLength: number): string {
  if (name.length <= maxLength) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot) : '';
  if (!extension || extension.length > EXTENSION_MAX_LENGTH) {
    return cutAtCharacter(name, maxLength).trimEnd();
  }
  return cutAtCharacter(name.slice(0, dot), maxLength - extension.length).trimEnd() + extension;
}

/**
 * A file name from a person, as it may be kept, shown or offered for saving: the last part of
 * any path, without control characters, direction marks or characters file systems refuse,
 * trimmed (trailing dots too, which Windows drops), and cut to the limit with its extension kept.
 * A name with nothing left becomes `fallback`.
 */
export function cleanFileName(
  name: string | null | undefined,
  fallback: string,
  maxLength: number = FILE_NAME_MAX_LENGTH,
): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(CONTROLS, '')
    .replace(DIRECTION_MARKS, '')
    .replace(RESERVED, '')
    .trim()
    .replace(/[.\s]+$/u, '');
  if (!clean) return fallback;
  return cutKeepingExtension(clean, maxLength);
}

/**
 * A file name made from text a person typed (their name on a CV): path separators become
 * hyphens rather than cutting the text short, and the rest is `cleanFileName`'s rule.
 */
export function fileNameFromText(text: string | null | undefined, fallback: string): string {
  return cleanFileName((text ?? '').replace(/[\\/]+/g, '-'), fallback);
}
