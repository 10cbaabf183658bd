import type { Language } from '@irreplaceable/contracts/constants';
import { displayEnglish, latinDisplay } from './canonical-title';
import { POPULAR_EXAMPLES } from './editorial';
import type { MatchIndex } from './match-index';
import { titleFlagBonus } from './occupation-prior';
import { withChineseSeniority, withEnglishSeniority, type SeniorityTerm } from './seniority';
import { chineseToEnglish, englishToChinese } from './translate-title';

/**
 * Improvement examples for a too-vague query, drawn from the real titles that contain its word:
 * "manager" → the largest occupations named by that word (General and Operations Managers,
 * Financial Managers, Sales Managers…), each by its most fitting common title ("General Manager",
 * "Sales Manager"), in the language of the query. Residual "All Other" occupations are left out:
 * they make poor examples.
 */

export const MIN_EXAMPLES = 3;
export const MAX_EXAMPLES = 6;
/** Weight of an occupation being named by the vague word itself ("Sales Managers" for "manager"). */
const NAMED_BY_WORD = 2;

interface Example {
  code: string;
  en: string;
  zh: string;
  /** How good an example the occupation is (its size, whether it is named by the word). */
  rank: number;
  /** How good this title is for the occupation, to choose one per occupation. */
  fit: number;
}

function pick(examples: readonly Example[], language: Language): string[] {
  const byCode = new Map<string, Example>();
  for (const e of examples) {
    const seen = byCode.get(e.code);
    if (!seen || e.fit > seen.fit) byCode.set(e.code, e);
  }
  const out: string[] = [];
  for (const e of [...byCode.values()].sort((a, b) => b.rank - a.rank)) {
    const text = language === 'zh' ? e.zh : e.en;
    if (!out.some((o) => o.toLowerCase() === text.toLowerCase())) out.push(text);
    if (out.length === MAX_EXAMPLES) break;
  }
  return out;
}

function isResidual(code: string, index: MatchIndex): boolean {
  return index.knowledge.byCode.get(code)?.title.includes('All Other') ?? true;
}

export function englishVagueExamples(
  word: string,
  index: MatchIndex,
  language: Language,
): string[] {
  const ids = index.english.postings.get(word) ?? [];
  // Common titles first (My Next Move, ours), then any reported title, then any title at all.
  const collect = (commonFlags: RegExp): Example[] =>
    ids.flatMap((id) => {
      const title = index.english.titles[id];
      if (!title || /[(),]/.test(title.text) || isResidual(title.code, index)) return [];
      const { tokens, flags, code } = title;
      const common = commonFlags.test(flags);
      const placed =
        tokens[tokens.length - 1] === word || (tokens[0] === word && tokens.length === 2);
      if (!common || !placed || tokens.length < 2 || tokens.length > 3) return [];
      const official = index.officialBonus(tokens, code);
      const namedByWord = index.officialBonus([word], code) > 0 ? NAMED_BY_WORD : 0;
      const en = displayEnglish(tokens, index);
      const zh =
        englishToChinese(
          tokens,
          index.glossary,
          (w) => index.chinese.latinWords.has(w),
          (w) => latinDisplay(w, index),
        ) ??
        index.knowledge.byCode.get(code)?.titleZh ??
        en;
      const rank = (index.priors.get(code) ?? 3) + namedByWord;
      const fit = official + titleFlagBonus(flags) - tokens.length * 0.1;
      return [{ code, en, zh, rank, fit }];
    });
  let examples: string[] = [];
  for (const flags of [/[me]/, /[mer]/, /./]) {
    examples = pick(collect(flags), language);
    if (examples.length >= MIN_EXAMPLES) break;
  }
  return examples;
}

export function chineseVagueExamples(
  word: string,
  index: MatchIndex,
  language: Language,
): string[] {
  const examples = index.chinese.titles.flatMap((title): Example[] => {
    const { key, code } = title;
    if (key === word || !key.includes(word) || key.length > word.length + 4) return [];
    const titleZh = index.knowledge.byCode.get(code)?.titleZh ?? '';
    if (isResidual(code, index)) return [];
    const en =
      chineseToEnglish(key, index.glossary, (w) => latinDisplay(w, index)) ??
      index.displayTitles.get(code) ??
      title.text;
    const rank = (index.priors.get(code) ?? 3) + (titleZh.includes(word) ? NAMED_BY_WORD : 0);
    const fit = (key.endsWith(word) ? 1 : 0) - key.length * 0.1;
    return [{ code, en, zh: title.text, rank, fit }];
  });
  return pick(examples, language);
}

/**
 * The examples for a vague query: those drawn from real candidates when there are enough, else
 * common jobs (POPULAR_EXAMPLES); a query of seniority words only ("senior", "实习") gets the
 * common jobs with its words ("Senior Software Engineer").
 */
export function vagueExamplesOrPopular(
  drawn: readonly string[],
  seniorityOnly: readonly SeniorityTerm[] | null,
  language: Language,
): string[] {
  if (!seniorityOnly && drawn.length >= MIN_EXAMPLES) return [...drawn];
  const terms = seniorityOnly ?? [];
  return POPULAR_EXAMPLES.map((e) =>
    language === 'zh' ? withChineseSeniority(e.zh, terms) : withEnglishSeniority(e.en, terms),
  );
}
