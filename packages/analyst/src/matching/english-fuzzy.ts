import { bestPerCode, type Candidate } from './candidate-ranking';
import type { EnglishTitleIndex } from './english-title-index';
import { titleFlagBonus } from './occupation-prior';
import { compactKey } from './text-normalize';
import { trigramDice, weightedF } from './weighted-similarity';

/**
 * Partial matching of English titles ("senior backend java engineer" has no exact title): titles
 * sharing a word with the query are scored by rarity-weighted word overlap, with the last word (the
 * head: "engineer", "nurse") counting more, plus character-trigram similarity of the whole title
 * for what word overlap misses (compounds, small typos the corrector left alone).
 */

/** Words that name nearly the same job; the value is the credit a match earns. */
const SYNONYMS: Record<string, Record<string, number>> = {
  developer: { engineer: 0.8, programmer: 0.8 },
  engineer: { developer: 0.8, programmer: 0.6 },
  programmer: { developer: 0.8, engineer: 0.6, coder: 0.9 },
  coder: { programmer: 0.9, developer: 0.8 },
  doctor: { physician: 0.9 },
  physician: { doctor: 0.9 },
  lawyer: { attorney: 0.9 },
  attorney: { lawyer: 0.9 },
  teacher: { instructor: 0.8, educator: 0.8, professor: 0.6 },
  instructor: { teacher: 0.8, trainer: 0.7 },
  professor: { teacher: 0.6, instructor: 0.6 },
  writer: { author: 0.9 },
  author: { writer: 0.9 },
  cook: { chef: 0.7 },
  chef: { cook: 0.7 },
  tech: { technician: 0.95 },
  technician: { tech: 0.95, technologist: 0.8 },
  technologist: { technician: 0.8 },
  worker: { laborer: 0.7 },
  laborer: { worker: 0.7 },
  salesman: { salesperson: 0.9 },
  salesperson: { salesman: 0.9 },
  cop: { police: 0.9 },
  rider: { courier: 0.7 },
  manager: { director: 0.6 },
  director: { manager: 0.6 },
};

/** Own keys only, so that title words such as "constructor" find nothing on Object.prototype. */
function synonymsOf(word: string): Record<string, number> {
  return Object.hasOwn(SYNONYMS, word) ? (SYNONYMS[word] ?? {}) : {};
}

function partial(queryWord: string, titleWord: string): number {
  const related = synonymsOf(queryWord);
  const synonym = Object.hasOwn(related, titleWord) ? related[titleWord] : undefined;
  if (synonym) return synonym;
  // "engineering" ~ "engineer", "accounting" ~ "account": one long word starts the other
  // (shorter starts such as "react" in "reactor" are too often chance).
  const [short, long] =
    queryWord.length < titleWord.length ? [queryWord, titleWord] : [titleWord, queryWord];
  return short.length >= 6 && long.startsWith(short) ? 0.7 : 0;
}

const HEAD_BOOST = 1.5;
const OTHER_HEAD_FACTOR = 0.85;
const TRIGRAM_SHARE = 0.2;
/** Titles, best by word overlap, that also get the trigram comparison. */
const TRIGRAM_POOL = 300;
/** Words in more titles than this do not pull candidates in when the query has rarer words. */
const COMMON_WORD_POSTINGS = 3000;

export function fuzzyEnglish(
  tokens: readonly string[],
  index: EnglishTitleIndex,
  officialBonus: (titleTokens: readonly string[], code: string) => number,
): Candidate[] {
  if (tokens.length === 0) return [];
  const total = index.titles.length;
  const idfs = new Map<string, number>();
  const idf = (word: string) => {
    let value = idfs.get(word);
    if (value === undefined) {
      value = Math.log(1 + total / Math.max(1, index.postings.get(word)?.length ?? 0));
      idfs.set(word, value);
    }
    return value;
  };
  const queryHead = tokens[tokens.length - 1] ?? '';
  const related = (word: string) => [word, ...Object.keys(synonymsOf(word))];
  const lists = tokens.flatMap((t) => related(t).map((w) => index.postings.get(w) ?? []));
  const hasRare = lists.some((l) => l.length > 0 && l.length <= COMMON_WORD_POSTINGS);
  const ids = new Set<number>();
  for (const list of lists) {
    if (hasRare && list.length > COMMON_WORD_POSTINGS) continue;
    for (const id of list) ids.add(id);
  }
  // Word overlap for every candidate; the costlier trigram comparison only for the best of them.
  const scored: { id: number; words: number }[] = [];
  for (const id of ids) {
    const title = index.titles[id];
    if (!title) continue;
    const titleHead = title.tokens[title.tokens.length - 1] ?? '';
    const weight = (word: string) =>
      idf(word) * (word === queryHead || word === titleHead ? HEAD_BOOST : 1);
    const f = weightedF({ query: tokens, title: title.tokens, weight, partial });
    if (f === 0) continue;
    const headAgrees = titleHead === queryHead || partial(queryHead, titleHead) > 0;
    scored.push({ id, words: f * (headAgrees ? 1 : OTHER_HEAD_FACTOR) });
  }
  scored.sort((a, b) => b.words - a.words);
  const queryCompact = compactKey(tokens);
  const candidates: Candidate[] = [];
  for (const { id, words } of scored.slice(0, TRIGRAM_POOL)) {
    const title = index.titles[id];
    if (!title) continue;
    const similarity =
      (1 - TRIGRAM_SHARE) * words + TRIGRAM_SHARE * trigramDice(queryCompact, title.compact);
    candidates.push({
      code: title.code,
      similarity,
      bonus: titleFlagBonus(title.flags) + officialBonus(title.tokens, title.code),
      covers: tokens.every((t) => title.tokens.includes(t)),
    });
  }
  return bestPerCode(candidates).sort((a, b) => b.similarity - a.similarity);
}
