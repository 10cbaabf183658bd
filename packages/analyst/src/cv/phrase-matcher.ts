import { stemmer } from 'stemmer';

/**
 * Finds phrases from a fixed list in CV lines: English phrases of several words as whole words
 * after stemming ("managed a team" finds "Manage a team"); one-word phrases as written, or with a
 * plural ending, because a stem alone says too little ("engines" and "engineer" share "engin",
 * "writing" and "write latency" share "write", "presented" and "2019 – present" share
 * "present"); Chinese phrases as written. Built once per list.
 */
export interface PhraseMatcher<T> {
  /** Stemmed, space-joined words of phrases of two or more words → what they stand for. */
  english: Map<string, T[]>;
  /** One-word phrases, lower-cased as written → what they stand for. */
  single: Map<string, T[]>;
  longest: number;
  chinese: { text: string; values: T[] }[];
  /** Chinese compounds blanked out before matching (they hold a phrase but mean otherwise). */
  masked: readonly string[];
}

/** Past forms the stemmer leaves alone ("taught" is not "teach" to it). */
const IRREGULAR: Record<string, string> = {
  taught: 'teach',
  wrote: 'write',
  written: 'write',
  led: 'lead',
  built: 'build',
  ran: 'run',
  drove: 'drive',
  driven: 'drive',
  made: 'make',
  sold: 'sell',
  bought: 'buy',
  kept: 'keep',
  brought: 'bring',
  sought: 'seek',
  thought: 'think',
  oversaw: 'oversee',
  overseen: 'oversee',
  undertook: 'undertake',
  spoke: 'speak',
  grew: 'grow',
  grown: 'grow',
  won: 'win',
  gave: 'give',
  given: 'give',
  took: 'take',
  taken: 'take',
  began: 'begin',
  chose: 'choose',
  met: 'meet',
  held: 'hold',
  hired: 'hire',
};

/** The words of a text, lower-cased, as written. */
function surfaceWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/['’]s\b/g, '')
      .match(/[a-z0-9]+(?:[&/+#][a-z0-9]+)*[+#]*/g) ?? []
  );
}

function stem(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  return stemmer(IRREGULAR[word] ?? word);
}

export function stemWords(text: string): string[] {
  return surfaceWords(text).map(stem);
}

/** A written word and the forms it may stand for as a one-word phrase: itself, or its singular. */
function singularForms(word: string): string[] {
  const forms = [word];
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  if (word.length > 4 && word.endsWith('es')) forms.push(word.slice(0, -2));
  return forms;
}

const SEGMENTER = new Intl.Segmenter('zh', { granularity: 'word' });

/** Chinese words of a text (ICU's dictionary segmentation), without single characters. */
export function chineseWords(text: string): string[] {
  const words: string[] = [];
  for (const { segment, isWordLike } of SEGMENTER.segment(text)) {
    if (isWordLike && /\p{Script=Han}/u.test(segment) && [...segment].length > 1)
      words.push(segment);
  }
  return words;
}

const HAN = /\p{Script=Han}/u;

export function buildPhraseMatcher<T>(
  entries: Iterable<[phrase: string, value: T]>,
  options: { maskedChinese?: readonly string[] } = {},
): PhraseMatcher<T> {
  const english = new Map<string, T[]>();
  const single = new Map<string, T[]>();
  const chinese = new Map<string, T[]>();
  let longest = 1;
  for (const [phrase, value] of entries) {
    if (HAN.test(phrase)) {
      const key = phrase.toLowerCase();
      chinese.set(key, [...(chinese.get(key) ?? []), value]);
      continue;
    }
    const surface = surfaceWords(phrase);
    if (surface.length === 0) continue;
    if (surface.length === 1) {
      single.set(surface[0]!, [...(single.get(surface[0]!) ?? []), value]);
      continue;
    }
    const words = surface.map(stem);
    longest = Math.max(longest, words.length);
    const key = words.join(' ');
    english.set(key, [...(english.get(key) ?? []), value]);
  }
  return {
    english,
    single,
    longest,
    chinese: [...chinese]
      .map(([text, values]) => ({ text, values }))
      .sort((a, b) => b.text.length - a.text.length || (a.text < b.text ? -1 : 1)),
    masked: options.maskedChinese ?? [],
  };
}

export interface PhraseHit<T> {
  phrase: string;
  values: T[];
}

/** Every listed phrase in the line; English ones longest first and without overlap. */
export function matchPhrases<T>(line: string, matcher: PhraseMatcher<T>): PhraseHit<T>[] {
  const hits: PhraseHit<T>[] = [];
  const surface = surfaceWords(line);
  const words = surface.map(stem);
  let i = 0;
  while (i < words.length) {
    let taken = 0;
    for (let n = Math.min(matcher.longest, words.length - i); n >= 2; n -= 1) {
      const key = words.slice(i, i + n).join(' ');
      const values = matcher.english.get(key);
      if (!values) continue;
      hits.push({ phrase: key, values });
      taken = n;
      break;
    }
    if (taken === 0) {
      const form = singularForms(surface[i]!).find((word) => matcher.single.has(word));
      if (form) {
        hits.push({ phrase: form, values: matcher.single.get(form)! });
        taken = 1;
      }
    }
    i += taken || 1;
  }
  if (HAN.test(line)) {
    const folded = matcher.masked.reduce(
      (text, compound) => text.replaceAll(compound, ' '.repeat(compound.length)),
      line.toLowerCase(),
    );
    const found: string[] = [];
    for (const { text, values } of matcher.chinese) {
      if (!folded.includes(text) || found.some((longer) => longer.includes(text))) continue;
      found.push(text);
      hits.push({ phrase: text, values });
    }
  }
  return hits;
}
