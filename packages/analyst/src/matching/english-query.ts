import type { EnglishTitleIndex } from './english-title-index';
import type { Vocabulary } from './spelling';
import { latinTokens } from './text-normalize';
import { singularize } from './english-inflection';

/**
 * Turns an English query into the words to look up: the parts of a parenthetical, without the
 * sentence around a title ("I'm a nurse"), without a repeated acronym ("Registered Nurse RN"), and
 * with misspelt words corrected. Short forms and slang are written out before this
 * (informal-forms.ts).
 */

const LEADING_FILLERS: string[][] = [
  ['i', 'am', 'a'],
  ['i', 'am', 'an'],
  ['im', 'a'],
  ['im', 'an'],
  ['i', 'work', 'as', 'a'],
  ['i', 'work', 'as', 'an'],
  ['i', 'work', 'as'],
  ['working', 'as', 'a'],
  ['working', 'as', 'an'],
  ['my', 'job', 'is', 'a'],
  ['my', 'job', 'is', 'an'],
  ['my', 'job', 'is'],
  ['job', 'title'],
  ['i', 'am'],
  ['im'],
  ['the'],
  ['a'],
  ['an'],
];

const TRAILING_FILLERS = new Set(['job', 'position', 'role', 'career', 'vacancy', 'opening']);

/** The query split at a parenthetical: the outside first, then the inside. */
export function queryParts(folded: string): string[] {
  const inner = [...folded.matchAll(/\(([^)]*)\)/g)].map((m) => m[1] ?? '').filter(Boolean);
  if (inner.length === 0) return [folded];
  const outer = folded.replace(/\([^)]*\)/g, ' ').trim();
  return [outer, ...inner].filter((part) => latinTokens(part).length > 0);
}

function startsWith(tokens: readonly string[], form: readonly string[]): boolean {
  return form.every((word, i) => tokens[i] === word);
}

/** Singular tokens of one part, without fillers and repeated acronyms. */
export function titleTokens(part: string): string[] {
  let tokens = latinTokens(part).map(singularize);
  const filler = LEADING_FILLERS.find((f) => tokens.length > f.length && startsWith(tokens, f));
  if (filler) tokens = tokens.slice(filler.length);
  while (tokens.length > 1 && TRAILING_FILLERS.has(tokens[tokens.length - 1] ?? '')) {
    tokens = tokens.slice(0, -1);
  }
  // "registered nurse rn": a last word spelling the initials of the words before it repeats them.
  const last = tokens[tokens.length - 1] ?? '';
  const initials = tokens
    .slice(0, -1)
    .map((t) => t[0])
    .join('');
  if (tokens.length >= 3 && last.length >= 2 && initials.endsWith(last))
    tokens = tokens.slice(0, -1);
  return tokens;
}

/**
 * "frontend" is two title words; "softwear" is a slip for one. A one-letter slip always wins; a
 * two-letter one wins when the corrected word is commoner than the rarer half of the split.
 */
function compoundOrCorrection(token: string, vocabulary: Vocabulary): string[] {
  const parts = vocabulary.splitCompound(token);
  const fix = vocabulary.correction(token);
  if (parts && fix && fix.distance > 1) {
    const rarerHalf = Math.min(...parts.map((p) => vocabulary.count(p)));
    return vocabulary.count(fix.word) > rarerHalf ? [fix.word] : parts;
  }
  return fix ? [fix.word] : (parts ?? [token]);
}

export interface CorrectedTokens {
  tokens: string[];
  changed: boolean;
  /** Words that are no title word and could not be corrected into one. */
  unknown: string[];
}

export function correctTokens(
  tokens: readonly string[],
  index: EnglishTitleIndex,
  knownWords: ReadonlySet<string>,
): CorrectedTokens {
  const out: string[] = [];
  const unknown: string[] = [];
  let changed = false;
  for (const token of tokens) {
    const vocabulary = index.vocabulary;
    if (vocabulary.has(token) || knownWords.has(token)) {
      out.push(token);
      continue;
    }
    const corrected = compoundOrCorrection(token, vocabulary);
    if (corrected.length === 1 && corrected[0] === token) {
      out.push(token);
      unknown.push(token);
      continue;
    }
    out.push(...corrected);
    changed = true;
  }
  return { tokens: out, changed, unknown };
}
