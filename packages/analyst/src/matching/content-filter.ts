import { singularize } from './english-inflection';
import {
  ABUSE_EN,
  ABUSE_ZH,
  HARM_EN,
  HARM_ZH,
  PROTECTIVE_EN,
  PROTECTIVE_ZH,
} from './inappropriate-words';
import { foldText, zhKey } from './text-normalize';

/**
 * Decides `inappropriate_content` from the word lists in inappropriate-words.ts. The query is
 * compared in several spellings, because people who type abuse into a search box also disguise
 * it: leetspeak (sh1t, b!tch), starred letters (f*ck), stretched letters (fuuuck), spaced-out
 * letters (f u c k) and v for u (fvck). Only whole words and phrases count, in every spelling.
 */

const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

/** A word list ready for fast lookups: single words in a set, phrases by their first word. */
interface WordList {
  words: Set<string>;
  phrasesByFirst: Map<string, string[][]>;
  /** The single words with letter runs collapsed, for stretched spellings. */
  collapsed: Set<string>;
}

function wordList(entries: readonly string[]): WordList {
  const words = new Set<string>();
  const phrasesByFirst = new Map<string, string[][]>();
  for (const entry of entries) {
    const phrase = entry.split(' ');
    const first = phrase[0] ?? '';
    if (phrase.length === 1) words.add(first);
    else phrasesByFirst.set(first, [...(phrasesByFirst.get(first) ?? []), phrase]);
  }
  return { words, phrasesByFirst, collapsed: new Set([...words].map(collapseRuns)) };
}

const ABUSE = wordList(ABUSE_EN);
const HARM = wordList(HARM_EN);
const PROTECTIVE_WORDS = new Set(PROTECTIVE_EN);

function collapseRuns(word: string): string {
  return word.replace(/(.)\1+/g, '$1');
}

/** Every spelling of the query's words we compare; each is a list of tokens. */
function spellings(folded: string): string[][] {
  const raw = folded.split(/[\s\-_.,;:/\\()[\]{}"'`~^+=<>?]+/).filter(Boolean);
  const deLeeted = raw.map((word) =>
    /[a-z]/.test(word) ? word.replace(/[@4310!$57]/g, (c) => LEET[c] ?? c) : word,
  );
  const starred = deLeeted.flatMap((word) => (word.includes('*') ? starVariants(word) : [word]));
  const plain = deLeeted.map((word) => word.replace(/[^a-z0-9]/g, '')).filter(Boolean);
  const variants = [plain, starred.map((w) => w.replace(/[^a-z0-9]/g, '')).filter(Boolean)];
  variants.push(plain.map(singularize));
  variants.push(joinSingleLetters(plain));
  // "fvck": v written for u.
  variants.push(plain.map((word) => word.replace(/v/g, 'u')));
  return variants;
}

/**
 * Words with a letter typed three times or more ("fuuuck"), with every run collapsed; they are
 * compared with the collapsed list words. Ordinary double letters are left alone, so "fagot" (an
 * old iron-working word in O*NET titles) is not read as a slur.
 */
function stretchedWords(folded: string): string[] {
  const words = folded.split(/[^a-z0-9]+/).filter((w) => /(.)\1\1/.test(w));
  return words.map(collapseRuns);
}

/** "f*ck" could be any vowel: try each, so the list needs only the real spelling. */
function starVariants(word: string): string[] {
  return ['a', 'e', 'i', 'o', 'u', ''].map((vowel) => word.replace(/\*+/g, vowel));
}

/** "f u c k" → "fuck": runs of single letters are read as one word. */
function joinSingleLetters(tokens: readonly string[]): string[] {
  const out: string[] = [];
  let run = '';
  for (const token of tokens) {
    if (token.length === 1 && /[a-z]/.test(token)) {
      run += token;
      continue;
    }
    if (run) out.push(run);
    run = '';
    out.push(token);
  }
  if (run) out.push(run);
  return out;
}

function containsPhrase(tokens: readonly string[], at: number, phrase: readonly string[]): boolean {
  return phrase.every((word, j) => tokens[at + j] === word);
}

function matchesAny(
  variants: readonly string[][],
  stretched: readonly string[],
  list: WordList,
): boolean {
  const inVariant = (tokens: readonly string[]) =>
    tokens.some(
      (token, at) =>
        list.words.has(token) ||
        (list.phrasesByFirst.get(token) ?? []).some((phrase) => containsPhrase(tokens, at, phrase)),
    );
  return variants.some(inVariant) || stretched.some((word) => list.collapsed.has(word));
}

function chineseHit(key: string, list: readonly string[]): boolean {
  return list.some((word) => key.includes(word));
}

export function isInappropriate(query: string): boolean {
  const folded = foldText(query);
  const variants = spellings(folded);
  const stretched = stretchedWords(folded);
  const key = zhKey(folded);
  if (matchesAny(variants, stretched, ABUSE) || chineseHit(key, ABUSE_ZH)) return true;
  const harmful = matchesAny(variants, stretched, HARM) || chineseHit(key, HARM_ZH);
  if (!harmful) return false;
  const protective =
    variants.some((tokens) => tokens.some((t) => PROTECTIVE_WORDS.has(t))) ||
    chineseHit(key, PROTECTIVE_ZH);
  return !protective;
}
