import type { GbtRecord } from '../knowledge/industry-types';
import { isInappropriate } from '../matching/content-filter';
import { editDistanceWithin } from '../matching/edit-distance';
import { singularize } from '../matching/english-inflection';
import { simplifyCharacters } from '../matching/informal-forms';
import { foldText, hasHan, isBlank, latinTokens, zhKey } from '../matching/text-normalize';
import { sameScopeChain, type IndustryBase } from './industry-base';

/** Where a hit's words came from. */
export type IndustryHitVia = 'title' | 'title_zh' | 'alias' | 'gbt';

export interface IndustryHit {
  code: string;
  /** 0–100: how well the query matches the best of the code's names. */
  score: number;
  via: IndustryHitVia;
  /** The name that matched, as written in the data. */
  matched: string;
  /**
   * Broader codes that hold exactly this industry under the same name (a level NAICS does not
   * subdivide: 5132 and 51321 above 513210), nearest first.
   */
  parents: string[];
  /** The id of our note on where NAICS files what the words name (industries.json `notes`). */
  note: string | null;
}

export interface FindIndustryOptions {
  /** Hits to answer with. */
  limit?: number;
  /**
   * The query is still being typed: its last word may be the start of a word ("hosp"), and a single
   * letter asks nothing yet.
   */
  asTyped?: boolean;
}

export type FindIndustryOutcome =
  | { kind: 'found'; hits: IndustryHit[] }
  | { kind: 'not_found'; suggestions: string[] }
  | { kind: 'empty' }
  | { kind: 'inappropriate' };

/** Below this the best hit is a guess, not an industry the person named. */
export const FOUND_SCORE = 50;
/** Offered when nothing comes close: industries people ask about most. */
export const POPULAR_INDUSTRIES = ['5415', '622', '5132', '52', '44-45', '7225'] as const;
const QUERY_MAX_LENGTH = 100;

interface Doc {
  code: string;
  via: IndustryHitVia;
  text: string;
  /** Singular English tokens without filler words; empty for Chinese names. */
  tokens: string[];
  key: string;
  weight: number;
  level: number;
  note: string | null;
}

/** Words that say "an industry" without naming one. */
const EN_FILLERS = new Set([
  'and',
  'the',
  'of',
  'in',
  'for',
  'a',
  'an',
  'industry',
  'sector',
  'company',
  'business',
  'firm',
  'field',
  'work',
  'working',
  'job',
  'related',
  'activity',
  'except',
  'all',
  'other',
]);
const ZH_FILLERS = /(行业|产业|领域|公司|企业|相关|方面|从事|工作|的|类|业务|我想|进入|想做)/g;
const ZH_LEADING_VERBS = /^(做|开|干|搞|进)(?!发)/;

function englishTokens(text: string): string[] {
  return latinTokens(foldText(text))
    .map(singularize)
    .filter((token) => !EN_FILLERS.has(token));
}

/**
 * A GB/T code's links to NAICS. One without links of its own takes those of a child with the same
 * name (a group the standard does not subdivide), else its nearest ancestor's.
 */
function gbtLinks(
  record: GbtRecord,
  base: IndustryBase,
  children: ReadonlyMap<string, readonly GbtRecord[]>,
): GbtRecord['links'] {
  const twin = (children.get(record.code) ?? []).find(
    (child) => child.name === record.name && child.links.length > 0,
  );
  if (record.links.length === 0 && twin) return twin.links;
  let current: GbtRecord | undefined = record;
  while (current) {
    if (current.links.length > 0) return current.links;
    current = current.parent ? base.gbt.get(current.parent) : undefined;
  }
  return [];
}

interface SearchIndex {
  docs: Doc[];
  /** Inverse document frequency of each English token: "manufacturing" counts less than "ev". */
  idf: Map<string, number>;
}

const GBT_WEIGHT: Record<GbtRecord['links'][number]['match'], number> = {
  same: 0.96,
  narrower: 0.93,
  broader: 0.92,
  overlap: 0.9,
};

const ALIAS_RANK_STEP = 0.01;

const indexes = new WeakMap<IndustryBase, SearchIndex>();

function indexOf(base: IndustryBase): SearchIndex {
  const cached = indexes.get(base);
  if (cached) return cached;
  const docs: Doc[] = [];
  const add = (code: string, via: IndustryHitVia, text: string, weight: number, note?: string) => {
    const level = base.naics.get(code)?.level ?? 6;
    const [tokens, key] = [englishTokens(text), zhKey(text)];
    docs.push({ code, via, text, tokens, key, weight, level, note: note ?? null });
  };
  for (const record of base.file.naics) {
    add(record.code, 'title', record.title, 1);
    if (record.titleZh) add(record.code, 'title_zh', record.titleZh, 1);
  }
  // A word that names several industries offers them in its rows' order.
  for (const alias of base.file.aliases) {
    add(alias.code, 'alias', alias.alias, 1 - ALIAS_RANK_STEP * (alias.rank ?? 0), alias.note);
  }
  const gbtChildren = new Map<string, GbtRecord[]>();
  for (const record of base.file.gbt) {
    if (!record.parent) continue;
    gbtChildren.set(record.parent, [...(gbtChildren.get(record.parent) ?? []), record]);
  }
  for (const record of base.file.gbt) {
    // A GB/T name linked to several NAICS codes ranks them: the same scope, then a NAICS code
    // inside the GB/T one (its core), then wider or partial ones; then in the file's order.
    gbtLinks(record, base, gbtChildren).forEach((link, index) => {
      add(link.naics, 'gbt', record.name, GBT_WEIGHT[link.match] - 0.003 * index);
    });
  }
  const frequency = new Map<string, number>();
  for (const doc of docs) {
    for (const token of new Set(doc.tokens)) frequency.set(token, (frequency.get(token) ?? 0) + 1);
  }
  const idf = new Map(
    [...frequency].map(([token, df]) => [token, Math.log(1 + docs.length / df)] as const),
  );
  const index = { docs, idf };
  indexes.set(base, index);
  return index;
}

/** A word's weight; one no name uses (a typo, a filler) counts like a common word. */
function weightOf(token: string, idf: ReadonlyMap<string, number>): number {
  return idf.get(token) ?? UNKNOWN_WEIGHT;
}
const UNKNOWN_WEIGHT = 3;

/** Endings a word may add to a query word and still be the same word ("stream" → "streaming"). */
const ENDINGS = new Set(['s', 'es', 'ing', 'er', 'ers', 'ed', 'al', 'ion', 'ions', 'ive', 'ics']);

/** A query word; `prefix` is the word as typed when it may be the start of a longer one. */
interface QueryToken {
  word: string;
  prefix: string | null;
}

/**
 * A name word that only starts with the word being typed counts a little less than the word itself,
 * and less the more letters it adds ("hosp" is nearer "hospital" than "hospitality").
 */
function prefixCredit(prefix: string, word: string): number {
  return 0.9 - 0.01 * Math.min(word.length - prefix.length, 10);
}
/** Letters a word being typed needs before it is read as the start of a word. */
const PREFIX_MIN_LETTERS = 2;

function tokenMatches(query: string, word: string): boolean {
  if (query === word) return true;
  if (query.length >= 4 && word.startsWith(query) && ENDINGS.has(word.slice(query.length))) {
    return true;
  }
  if (query.length >= 5 && word.length >= 5) {
    const limit = Math.min(query.length, word.length) >= 8 ? 2 : 1;
    return editDistanceWithin(query, word, limit) !== null;
  }
  return false;
}

/**
 * How much of the query the name covers, each query word weighted by its rarity (so "ev
 * manufacturing" goes to the EV makers, not to all manufacturing), and how many of the name's
 * words the query covers.
 */
function credit(query: QueryToken, word: string): number {
  if (tokenMatches(query.word, word)) return 1;
  return query.prefix !== null && word.startsWith(query.prefix)
    ? prefixCredit(query.prefix, word)
    : 0;
}

function englishScore(
  query: readonly QueryToken[],
  doc: Doc,
  idf: ReadonlyMap<string, number>,
): number {
  if (doc.tokens.length === 0 || query.length === 0) return 0;
  if (query.map((q) => q.word).join('') === doc.tokens.join('')) return 100 * doc.weight;
  let total = 0;
  let covered = 0;
  let matchedCount = 0;
  for (const q of query) {
    const weight = weightOf(q.word, idf);
    const best = Math.max(...doc.tokens.map((d) => credit(q, d)));
    total += weight;
    covered += weight * best;
    if (best > 0) matchedCount += 1;
  }
  const coverage = covered / total;
  if (coverage < 0.5) return 0;
  const matchedDoc = doc.tokens.filter((d) => query.some((q) => credit(q, d) > 0));
  const precision = matchedDoc.length / doc.tokens.length;
  const complete = matchedCount === query.length ? 5 : 0;
  return doc.weight * (55 * coverage + 35 * precision + complete);
}

/**
 * The query's words. While it is typed, its last word may be unfinished: it also counts as the start
 * of a longer word, and a lone letter after other words is left out until it grows.
 */
function queryTokens(folded: string, asTyped: boolean): QueryToken[] {
  const words = englishTokens(folded).map((word) => ({ word, prefix: null as string | null }));
  const raw = latinTokens(folded);
  const last = raw.at(-1);
  if (!asTyped || last === undefined || EN_FILLERS.has(singularize(last))) return words;
  const typed = words.at(-1);
  if (typed === undefined) return words;
  if (last.length >= PREFIX_MIN_LETTERS) return [...words.slice(0, -1), { ...typed, prefix: last }];
  return words.length > 1 ? words.slice(0, -1) : [];
}

function bigrams(text: string): string[] {
  const grams: string[] = [];
  for (let i = 0; i + 1 < text.length; i += 1) grams.push(text.slice(i, i + 2));
  return grams;
}

function dice(a: string, b: string): number {
  const left = bigrams(a);
  const right = bigrams(b);
  if (left.length === 0 || right.length === 0) return 0;
  const pool = [...right];
  let shared = 0;
  for (const gram of left) {
    const at = pool.indexOf(gram);
    if (at >= 0) {
      shared += 1;
      pool.splice(at, 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
}

function chineseScore(query: string, doc: Doc): number {
  const key = doc.key;
  if (key === '' || query === '') return 0;
  if (query === key) return 100 * doc.weight;
  if (key.includes(query)) return doc.weight * (70 + (25 * query.length) / key.length);
  if (key.length >= 2 && query.includes(key)) {
    return doc.weight * (60 + (25 * key.length) / query.length);
  }
  const similarity = dice(query, key);
  return similarity >= 0.5 ? doc.weight * 60 * similarity : 0;
}

/**
 * The forms of a Chinese query worth trying: as typed (traditional characters written simplified),
 * without filler words, without a leading verb.
 */
function chineseKeys(folded: string): string[] {
  const key = simplifyCharacters(zhKey(folded));
  const stripped = key.replace(ZH_FILLERS, '');
  const keys = [key, stripped, stripped.replace(ZH_LEADING_VERBS, '')];
  return [...new Set(keys.filter((k) => k.length > 0))];
}

/** Codes in their order, one per industry: a code repeated down an undivided level counts once. */
export function distinctIndustries(base: IndustryBase, codes: readonly string[]): string[] {
  return [...new Set(codes.map((code) => sameScopeChain(base, code).code))];
}

/** Whether there is enough typed to search: two letters, or one Chinese character. */
function isTooShort(folded: string, chinese: boolean): boolean {
  if (chinese) return false;
  return latinTokens(folded).join('').length < PREFIX_MIN_LETTERS;
}

/**
 * Finds the NAICS 2022 industries a person means, typed in English or Chinese: over the official
 * titles, our Chinese names and everyday aliases, and the GB/T 4754-2017 names we linked to NAICS.
 * Ties go to the broader code, which is what an everyday word usually means; an industry NAICS
 * repeats down undivided levels answers once, under its most specific code.
 */
export function findIndustries(
  query: string,
  base: IndustryBase,
  { limit = 8, asTyped = false }: FindIndustryOptions = {},
): FindIndustryOutcome {
  const text = query.slice(0, QUERY_MAX_LENGTH);
  if (isInappropriate(text)) return { kind: 'inappropriate' };
  if (isBlank(text)) return { kind: 'empty' };
  const folded = foldText(text);
  const chinese = hasHan(folded);
  if (asTyped && isTooShort(folded, chinese)) return { kind: 'empty' };
  const keys = chinese ? chineseKeys(folded) : [];
  const tokens = chinese ? [] : queryTokens(folded, asTyped);
  if (!chinese && tokens.length === 0) return { kind: 'empty' };
  const best = new Map<string, { hit: IndustryHit; level: number; raw: number }>();
  const { docs, idf } = indexOf(base);
  for (const doc of docs) {
    const score = chinese
      ? Math.max(...keys.map((key) => chineseScore(key, doc)))
      : englishScore(tokens, doc, idf);
    if (score <= 0) continue;
    const current = best.get(doc.code);
    if (!current || score > current.raw) {
      best.set(doc.code, {
        raw: score,
        hit: {
          code: doc.code,
          score: Math.round(score * 10) / 10,
          via: doc.via,
          matched: doc.text,
          parents: [],
          note: doc.note,
        },
        level: doc.level,
      });
    }
  }
  const ranked = [...best.values()].sort(
    (a, b) =>
      b.hit.score - a.hit.score ||
      a.level - b.level ||
      b.raw - a.raw ||
      a.hit.code.localeCompare(b.hit.code),
  );
  const distinct = new Map<string, IndustryHit>();
  for (const { hit } of ranked) {
    const chain = sameScopeChain(base, hit.code);
    if (!distinct.has(chain.code)) distinct.set(chain.code, { ...hit, ...chain });
  }
  const hits = [...distinct.values()];
  const found = hits.filter((hit) => hit.score >= FOUND_SCORE);
  if (found.length === 0) {
    const near = hits.slice(0, 3).map((hit) => hit.code);
    return {
      kind: 'not_found',
      suggestions: near.length > 0 ? near : distinctIndustries(base, POPULAR_INDUSTRIES),
    };
  }
  return { kind: 'found', hits: found.slice(0, limit) };
}
