/** A line's list marker, heading marks or quote mark, kept when its sentences are checked. */
const LINE_PREFIX = /^\s*(?:(?:[-*+]|\d+[.)]|#{1,6}|>)\s+)*/;
const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|U\.S|U\.K|vs|etc|Dr|Mr|Ms|Mrs|No|approx)$/i;
const CLOSERS = /[”"’'）)」』\]*_]/;
const HAS_WORDS = /[\p{L}\p{N}]/u;

/** Where each sentence of a line ends: after 。！？ (and any closing marks), or . ! ? and a space. */
function splitLine(line: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    const isCjkEnd = /[。！？；]/.test(char);
    const isLatinEnd =
      /[.!?]/.test(char) &&
      (index + 1 === line.length ||
        /\s/.test(line[index + 1]!) ||
        CLOSERS.test(line[index + 1]!)) &&
      !(char === '.' && ABBREVIATION.test(line.slice(start, index)));
    if (!isCjkEnd && !isLatinEnd) continue;
    let end = index + 1;
    while (end < line.length && CLOSERS.test(line[end]!)) end += 1;
    if (isLatinEnd && end < line.length && !/\s/.test(line[end]!)) continue;
    while (end < line.length && /\s/.test(line[end]!)) end += 1;
    pieces.push(line.slice(start, end));
    start = end;
    index = end - 1;
  }
  if (start < line.length) pieces.push(line.slice(start));
  return pieces;
}

export interface Line {
  prefix: string;
  sentences: string[];
  /** The line break(s) after the line, kept as they were. */
  end: string;
}

/** A text as lines of sentences, so that sentences can be left out and the rest put back. */
export function linesOf(text: string): Line[] {
  const parts = text.split(/(\r?\n+)/);
  const lines: Line[] = [];
  for (let index = 0; index < parts.length; index += 2) {
    const line = parts[index]!;
    const prefix = line.match(LINE_PREFIX)![0];
    lines.push({
      prefix,
      sentences: splitLine(line.slice(prefix.length)),
      end: parts[index + 1] ?? '',
    });
  }
  return lines;
}

export const isSentence = (piece: string) => HAS_WORDS.test(piece);

/** The lines put back together; a line whose every sentence went is left out. */
export function joinLines(lines: readonly Line[], hadSentences: readonly boolean[]): string {
  return lines
    .filter((line, index) => !hadSentences[index] || line.sentences.some(isSentence))
    .map((line) => `${line.prefix}${line.sentences.join('').trimEnd()}${line.end}`)
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
