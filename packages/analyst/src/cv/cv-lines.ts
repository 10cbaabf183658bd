import { foldRadicals } from './cjk-radicals';

/**
 * A CV's text as numbered lines: the unit every finding points back to. The text is tidied the
 * same way whatever it came from (a PDF's text layer, a Word file, pasted Markdown), so later steps
 * see one shape: full-width forms folded, list markers and Markdown marks removed, and column gaps
 * kept as two spaces (a separator the title finder relies on). Each line also keeps the person's
 * own characters for quoting.
 */
export interface CvLine {
  /** 1-based position among the CV's non-empty lines; evidence cites it. */
  n: number;
  /** The line as the reader works on it: full-width forms folded ("职务:责任护士"). */
  text: string;
  /** The same line in the person's own characters ("职务：责任护士"): what a quotation shows. */
  quote: string;
  /** The line began with a bullet or a list number. */
  bullet: boolean;
}

/** Limits that keep a pathological paste (a whole book) from costing more than a long CV. */
export const CV_LIMITS = { maxLines: 1500, maxLineLength: 400, maxChars: 120_000 } as const;

const BULLET = /^(?:[•●○◦▪▫■□◆◇►▶▸➢➤✓✔☐☑*·\-–—]+|\d{1,2}[.)、]|[a-z][.)]|[(（]\d{1,2}[)）])\s*/u;
/** Control and invisible format characters (NUL included); line breaks and tabs are kept. */
const CONTROL = /[\p{Cc}\u200b-\u200f\u2028\u2029\ufeff]/gu;
const KEEP = new Set(['\n', '\r', '\t']);

/** "S K I L L S" (letter-spaced headings in designed PDFs) → "SKILLS". */
function closeLetterSpacing(line: string): string {
  return /^(?:\p{L} ){2,}\p{L}$/u.test(line) ? line.replace(/ /g, '') : line;
}

function stripMarkdown(line: string): string {
  return line
    .replace(/^#{1,6}\s+/, '')
    .replace(/^>\s+/, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/`([^`]*)`/g, '$1');
}

function cutLine(line: string): string {
  if (line.length <= CV_LIMITS.maxLineLength) return line;
  const cut = line.slice(0, CV_LIMITS.maxLineLength);
  const space = cut.lastIndexOf(' ');
  return space > CV_LIMITS.maxLineLength * 0.6 ? cut.slice(0, space) : cut;
}

/** Markdown, table pipes and a list marker off, letter spacing closed, column gaps two spaces. */
function tidy(source: string, bullet: boolean): string {
  let line = stripMarkdown(source.replace(/\t+/g, '  ').trim());
  line = line.replace(/^\|\s*|\s*\|$/g, '');
  if (bullet) line = line.replace(BULLET, '');
  return closeLetterSpacing(line.replace(/ {3,}/g, '  ').trim());
}

export function cvLines(text: string): CvLine[] {
  const lines: CvLine[] = [];
  const raw = text.slice(0, CV_LIMITS.maxChars).replace(CONTROL, (c) => (KEEP.has(c) ? c : ''));
  for (const written of raw.split(/\r\n|\r|\n/)) {
    const original = foldRadicals(written);
    if (lines.length >= CV_LIMITS.maxLines) break;
    const source = original.normalize('NFKC');
    // A table row or a rule of a Markdown document.
    if (/^\s*[|:\-=*_\s]{3,}\s*$/.test(source)) continue;
    const marked = stripMarkdown(source.replace(/\t+/g, '  ').trim()).replace(/^\|\s*/, '');
    const bullet = BULLET.test(marked) && !/^\d{4}/.test(marked);
    const line = tidy(source, bullet);
    if (!/[\p{L}\p{N}]/u.test(line)) continue;
    const quote = tidy(original.normalize('NFC'), bullet);
    lines.push({ n: lines.length + 1, text: cutLine(line), quote: cutLine(quote || line), bullet });
  }
  return lines;
}
