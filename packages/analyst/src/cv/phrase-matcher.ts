import { stemmer } from 'stemmer';

/**
 * Finds phrases from a fixed list in CV lines: English phrases as whole words after stemming
 * ("managed a team" finds "Manage a team"), Chinese phrases as written. Built once per list.
 */
export interface PhraseMatcher<T> {
  /** Stemmed, space-joined words → what they stand for. */
  english: Map<string, T[]>;
  longest: number;
  chinese: { text: string; values: T[] }[];
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

export function stemWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .match(/[a-z0-9]+(?:[&/+#][a-z0-9]+)*[+#]*/g);
  return (words ?? []).map((word) => {
    if (!/^[a-z]+$/.test(word)) return word;
    return stemmer(IRREGULAR[word] ?? word);
  });
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
): PhraseMatcher<T> {
  const english = new Map<string, T[]>();
  const chinese = new Map<string, T[]>();
  let longest = 1;
  for (const [phrase, value] of entries) {
    if (HAN.test(phrase)) {
      const key = phrase.toLowerCase();
      chinese.set(key, [...(chinese.get(key) ?? []), value]);
      continue;
    }
    const words = stemWords(phrase);
    if (words.length === 0) continue;
    longest = Math.max(longest, words.length);
    const key = words.join(' ');
    english.set(key, [...(english.get(key) ?? []), value]);
  }
  return {
    english,
    longest,
    chinese: [...chinese]
      .map(([text, values]) => ({ text, values }))
      .sort((a, b) => b.text.length - a.text.length || (a.text < b.text ? -1 : 1)),
  };
}

export interface PhraseHit<T> {
  phrase: string;
  values: T[];
}

/** Every listed phrase in the line; English ones longest first and without overlap. */
export function matchPhrases<T>(line: string, matcher: PhraseMatcher<T>): PhraseHit<T>[] {
  const hits: PhraseHit<T>[] = [];
  const words = stemWords(line);
  let i = 0;
  while (i < words.length) {
    let taken = 0;
    for (let n = Math.min(matcher.longest, words.length - i); n >= 1; n -= 1) {
      const key = words.slice(i, i + n).join(' ');
      const values = matcher.english.get(key);
      if (!values) continue;
      hits.push({ phrase: key, values });
      taken = n;
      break;
    }
    i += taken || 1;
  }
  if (HAN.test(line)) {
    const folded = line.toLowerCase();
    const found: string[] = [];
    for (const { text, values } of matcher.chinese) {
      if (!folded.includes(text) || found.some((longer) => longer.includes(text))) continue;
      found.push(text);
      hits.push({ phrase: text, values });
    }
  }
  return hits;
}
