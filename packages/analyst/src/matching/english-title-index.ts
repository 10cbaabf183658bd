import type { KnowledgeBase } from '../knowledge/load-knowledge';
import type { EditorialTitle } from './editorial';
import { singularize } from './english-inflection';
import { Vocabulary } from './spelling';
import { compactKey, matchTokens } from './text-normalize';

export interface IndexedTitle {
  code: string;
  /** The title as the source wrote it. */
  text: string;
  /**
   * Source letters from titles.json (o, a, s, r, m, x), plus ours: `e` for editorial titles, `ex`
   * for their other forms, `y` for a job listed inside an official title.
   */
  flags: string;
  tokens: string[];
  compact: string;
}

export interface EnglishTitleIndex {
  titles: IndexedTitle[];
  /** Compact key (tokens without spaces) → title positions: the exact-match lookup. */
  byCompact: Map<string, number[]>;
  /** Token → positions of the titles that contain it. */
  postings: Map<string, number[]>;
  vocabulary: Vocabulary;
  /** Token → how many titles end with it: "nurse", "engineer", "mender" name a person's job. */
  heads: Map<string, number>;
  /** Token → how the titles usually write it ("ios" → "iOS", "relation" → "Relations"). */
  display: Map<string, string>;
  /** Acronym → its expansions with their codes, from titles like "Registered Nurse (RN)". */
  acronyms: Map<string, { expansion: string; code: string }[]>;
}

const NOT_HEADS = new Set(['and', 'of', 'the', 'for', 'in', 'on', 'to', 'i', 'ii', 'iii', 'iv']);

/**
 * O*NET occupation titles are plural and often inverted ("Cooks, Restaurant"; "Ophthalmologists,
 * Except Pediatric"); we also index the forms people type ("Restaurant Cook", "Ophthalmologist",
 * and "Substitute Teacher" for "Substitute Teachers, Short-Term" — a bare one-word head such as
 * "Cooks" is left out, it would claim every cook).
 */
function occupationTitleForms(title: string): string[] {
  const forms = [title];
  const [head, ...rest] = title.split(', ');
  if (!head || rest.length === 0) return forms;
  const qualifier = rest.join(', ');
  if (/^(Except|Including)\b/.test(qualifier)) return [...forms, head];
  if (/All Other/.test(qualifier)) return forms;
  forms.push(`${qualifier} ${head}`);
  if (head.includes(' ')) forms.push(head);
  return forms;
}

/**
 * The jobs an official title lists: "Airline Pilots, Copilots, and Flight Engineers" names flight
 * engineers too. Only parts that are themselves plural job names count ("Heavy" in "Heavy and
 * Tractor-Trailer Truck Drivers" does not); the part after Except does not.
 */
function occupationTitleParts(title: string): string[] {
  const listed = title.replace(/, Except .*$/, '').replace(/, Including /, ', ');
  if (!/\band\b/.test(listed)) return [];
  return listed
    .split(/,? and |, /)
    .map((part) => part.trim())
    .filter((part) => part !== title && /[a-z]s$/.test(part));
}

/** The words of a title as written, in the order its tokens come. */
export function surfaceWords(text: string): string[] {
  const cleaned = text
    .normalize('NFKC')
    .replace(/'s\b/g, '')
    .replace(/'/g, '')
    .replace(/&/g, ' and ');
  return cleaned.match(/[A-Za-z0-9]+(?:\+\+|#)?/g) ?? [];
}

const ACRONYM = /^[A-Z][A-Za-z0-9&/-]{1,7}$/;

function acronymPair(text: string): [acronym: string, expansion: string] | null {
  const m = /^(.+?) \(([^()]+)\)$/.exec(text);
  if (!m?.[1] || !m[2]) return null;
  const [outer, inner] = [m[1].trim(), m[2].trim()];
  if (ACRONYM.test(inner) && /[A-Z].*[A-Z]/.test(inner) && outer.includes(' ')) {
    return [inner, outer];
  }
  if (ACRONYM.test(outer) && /[A-Z].*[A-Z]/.test(outer) && inner.includes(' ')) {
    return [outer, inner];
  }
  return null;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The same lists without their spare room: an array grown by push keeps space for about 16 more
 * items, which over some 60,000 short lists is several megabytes held for nothing.
 */
function exactLists<K>(map: Map<K, number[]>): Map<K, number[]> {
  for (const [key, list] of map) map.set(key, list.slice());
  return map;
}

export function buildEnglishTitleIndex(
  knowledge: KnowledgeBase,
  editorial: readonly EditorialTitle[],
): EnglishTitleIndex {
  const titles: IndexedTitle[] = [];
  const surfaceCounts = new Map<string, Map<string, number>>();
  const acronyms = new Map<string, { expansion: string; code: string }[]>();
  // The titles' 180,000 words are 10,000 distinct words; each title keeps the one shared copy
  // rather than a string of its own (about 5 MB less, kept for the whole process).
  const words = new Map<string, string>();
  const shared = (word: string) => {
    const known = words.get(word);
    if (known !== undefined) return known;
    words.set(word, word);
    return word;
  };
  const add = (code: string, text: string, flags: string) => {
    const tokens = matchTokens(text).map(shared);
    if (tokens.length === 0) return;
    titles.push({ code, text, flags, tokens, compact: compactKey(tokens) });
    if (!flags.includes('o') && !flags.includes('x')) {
      for (const word of surfaceWords(text)) {
        const token = singularize(word.toLowerCase());
        const counts = surfaceCounts.get(token) ?? new Map<string, number>();
        counts.set(word, (counts.get(word) ?? 0) + 1);
        surfaceCounts.set(token, counts);
      }
    }
    const pair = acronymPair(text);
    if (pair) push(acronyms, pair[0].toLowerCase(), { expansion: pair[1], code });
  };
  for (const entry of knowledge.titles) {
    for (const [text, flags] of entry.en) {
      if (flags.includes('o')) {
        for (const form of occupationTitleForms(text)) add(entry.code, form, flags);
        // A listed part is a name of the job, not the occupation's own title (flag y).
        for (const part of occupationTitleParts(text)) add(entry.code, part, 'y');
      } else {
        add(entry.code, text, flags);
      }
    }
  }
  // Editorial forms are written in lower case; only the editorial title teaches casing.
  for (const e of editorial) {
    add(e.codes[0] ?? '', e.title, 'e');
    for (const form of e.en) add(e.codes[0] ?? '', form, 'ex');
  }

  const byCompact = new Map<string, number[]>();
  const postings = new Map<string, number[]>();
  const heads = new Map<string, number>();
  const wordCounts = new Map<string, number>();
  titles.forEach((title, at) => {
    push(byCompact, title.compact, at);
    for (const token of new Set(title.tokens)) {
      push(postings, token, at);
      wordCounts.set(token, (wordCounts.get(token) ?? 0) + 1);
    }
    const last = title.tokens[title.tokens.length - 1];
    if (last && !NOT_HEADS.has(last) && !/^\d+$/.test(last)) {
      heads.set(last, (heads.get(last) ?? 0) + 1);
    }
  });
  const display = new Map<string, string>();
  for (const [token, counts] of surfaceCounts) {
    const best = [...counts].sort((a, b) => b[1] - a[1])[0];
    if (best) display.set(token, best[0]);
  }
  return {
    titles,
    byCompact: exactLists(byCompact),
    postings: exactLists(postings),
    vocabulary: new Vocabulary(wordCounts),
    heads,
    display,
    acronyms,
  };
}
