import type { ChineseOutcome } from './chinese-matcher';
import { singularize } from './english-inflection';
import type { EnglishOutcome } from './english-matcher';
import { surfaceWords } from './english-title-index';
import type { MatchIndex } from './match-index';
import { titleTerms, withChineseSeniority, withEnglishSeniority } from './seniority';
import { chineseToEnglish, englishToChinese, type Glossary } from './translate-title';
import { compactKey, matchTokens } from './text-normalize';

/**
 * The canonical title names the job page and is what duplicates are detected by, so it is built
 * only from normalised parts: corrected, singular words in the casing titles usually use, without
 * the seniority words that do not change the job (seniority.ts), and a fixed translation.
 *
 * The other language's title is, in order of preference: our editorial pair; the occupation's own
 * Chinese (or English) name when the query was that occupation's name; a word-by-word translation
 * with our glossary; the occupation's Chinese name when the query is a title its workers commonly
 * report ("Line Cook" → 餐厅厨师); for English queries, a translation with the rarer titles' words
 * ("Farrier" → 蹄铁匠); for a Chinese query that is one of those rarer whole job names, the title
 * its English search gives when both land on the same occupation (水手 → "Sailor",
 * whole-job-names.ts); and otherwise, for English queries, the English title itself (a wrong
 * Chinese name is worse than an untranslated one), for Chinese queries the occupation's English
 * name.
 */

/** A title's tokens, with the words it is written in when they line up with the tokens. */
interface TitleWording {
  tokens: string[];
  words: string[] | null;
}

export interface CanonicalTitles {
  en: string;
  zh: string;
}

const LOWER_WORDS = new Set([
  'and',
  'of',
  'the',
  'for',
  'in',
  'on',
  'at',
  'to',
  'with',
  'a',
  'an',
  'or',
  'by',
]);

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function latinDisplay(word: string, index: MatchIndex): string {
  const shown = index.english.display.get(word);
  if (shown && shown.toLowerCase() === word) return shown;
  // A short word no title writes is most likely an acronym ("usb", "sre").
  if (!shown && word.length <= 3) return word.toUpperCase();
  return capitalize(word);
}

/**
 * Words in title case as the titles write them: "ios developer" → "iOS Developer". `written` is
 * one title's own spelling of the same words, which wins inside the title ("Human Resources
 * Specialist"); the head word stays singular.
 */
export function displayEnglish(
  tokens: readonly string[],
  index: MatchIndex,
  written?: readonly string[],
): string {
  return tokens
    .map((token, i) => {
      if (i > 0 && LOWER_WORDS.has(token)) return token;
      const own = written?.[i];
      if (
        own &&
        i < tokens.length - 1 &&
        /[A-Z]/.test(own) &&
        singularize(own.toLowerCase()) === token
      ) {
        return own;
      }
      const shown = index.english.display.get(token);
      // Keep plural-only forms inside a title ("Public Relations"), never for the head word.
      if (shown && i < tokens.length - 1 && shown.toLowerCase() !== token) return shown;
      return latinDisplay(token, index);
    })
    .join(' ');
}

function acronymExpansion(
  core: readonly string[],
  topCode: string,
  index: MatchIndex,
): string | null {
  if (core.length !== 1) return null;
  const expansions = index.english.acronyms.get(core[0] ?? '');
  if (!expansions) return null;
  return (expansions.find((e) => e.code === topCode) ?? expansions[0])?.expansion ?? null;
}

/**
 * The one wording of a title that the data spells several ways ("Pre-School Teacher", "Preschool
 * Teacher"): closed compounds first, as English writes settled words ("Preschool", "Screenwriter",
 * "Cybersecurity"), then the spelling most titles use, then the earliest listed.
 */
export function preferredWording(ids: readonly number[], index: MatchIndex): TitleWording | null {
  const uses = new Map<string, TitleWording & { count: number; first: number }>();
  ids.forEach((id, order) => {
    const title = index.english.titles[id];
    if (!title) return;
    const key = title.tokens.join(' ');
    const seen = uses.get(key);
    if (seen) {
      seen.count += 1;
      return;
    }
    const words = surfaceWords(title.text);
    uses.set(key, {
      tokens: title.tokens,
      // Only a spelling whose words line up with the tokens can lend them its casing.
      words: words.length === title.tokens.length ? words : null,
      count: 1,
      first: order,
    });
  });
  const [best] = [...uses.values()].sort(
    (a, b) => a.tokens.length - b.tokens.length || b.count - a.count || a.first - b.first,
  );
  return best ? { tokens: best.tokens, words: best.words } : null;
}

/**
 * When the query matched a title only through spacing ("datascientist", "back end developer"), the
 * title's own wording names the job, so every spacing of one title gets one canonical title.
 */
function titleWording(outcome: EnglishOutcome, index: MatchIndex): TitleWording | null {
  const key = compactKey(outcome.core);
  if (outcome.hit?.kind !== 'exact' || compactKey(outcome.matchedForm) !== key) return null;
  const ids = index.english.byCompact.get(key);
  return ids ? preferredWording(ids, index) : null;
}

export function englishCanonical(
  outcome: EnglishOutcome,
  topCode: string,
  index: MatchIndex,
): CanonicalTitles {
  const { core, hit } = outcome;
  const terms = titleTerms(outcome.terms, index.vagueEn.has(compactKey(core)));
  if (hit?.kind === 'editorial') {
    return {
      en: withEnglishSeniority(hit.entry.title, terms),
      zh: withChineseSeniority(hit.entry.titleZh, terms),
    };
  }
  const expansion = acronymExpansion(core, topCode, index);
  const wording = expansion ? null : titleWording(outcome, index);
  const coreTokens = expansion ? matchTokens(expansion) : (wording?.tokens ?? core);
  const coreEn = displayEnglish(coreTokens, index, wording?.words ?? undefined);
  const en = withEnglishSeniority(coreEn, terms);
  const titleZh = index.knowledge.byCode.get(topCode)?.titleZh ?? null;
  const coreKey = compactKey(coreTokens);
  const isOfficial =
    hit?.kind === 'exact' && hit.official && compactKey(outcome.matchedForm) === coreKey;
  const isDisplayName = compactKey(matchTokens(index.displayTitles.get(topCode) ?? '')) === coreKey;
  const isReported =
    hit?.kind === 'exact' &&
    compactKey(outcome.matchedForm) === coreKey &&
    hit.candidates.some((c) => c.code === topCode && /[mr]/.test(c.flags ?? ''));
  const translate = (glossary: Glossary) =>
    englishToChinese(
      coreTokens,
      glossary,
      (word) => index.chinese.latinWords.has(word),
      (word) => latinDisplay(word, index),
    );
  const zhCore =
    (isOfficial ? titleZh : null) ??
    translate(index.glossary) ??
    (isDisplayName || isReported ? titleZh : null) ??
    translate(index.rareTitleGlossary);
  return { en, zh: zhCore ? withChineseSeniority(zhCore, terms) : en };
}

export function chineseCanonical(
  outcome: ChineseOutcome,
  topCode: string,
  index: MatchIndex,
): CanonicalTitles {
  const { core } = outcome;
  const terms = titleTerms(outcome.terms, index.vagueZh.has(core));
  const named = outcome.editorial ?? outcome.wholeName;
  if (named) {
    return {
      en: withEnglishSeniority(named.title, terms),
      zh: withChineseSeniority(named.titleZh, terms),
    };
  }
  const matchedText = outcome.matched[0]?.text;
  const typed = core.replace(/[a-z][a-z0-9+#]*/g, (word) => latinDisplay(word, index));
  let zhCore = matchedText ?? typed;
  // Job boards write 开发 for 开发工程师; the page uses the full name ("Java开发工程师").
  if (zhCore.endsWith('开发')) zhCore = `${zhCore}工程师`;
  const translated = chineseToEnglish(core, index.glossary, (word) => latinDisplay(word, index));
  const isOwnName = outcome.matched.some((t) => t.kind === 'title' && t.code === topCode);
  // An alias that is also a rarer whole job name ("水手") is named as its English search names the
  // same job ("Sailor"), so both searches share the page.
  const wholeName = index.wholeJobNames.get(core);
  const enCore =
    (isOwnName ? index.displayTitles.get(topCode) : null) ??
    translated ??
    (wholeName?.code === topCode ? wholeName.title : null) ??
    index.displayTitles.get(topCode) ??
    typed;
  return {
    en: withEnglishSeniority(enCore, terms),
    zh: withChineseSeniority(zhCore, terms),
  };
}
