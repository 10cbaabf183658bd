import type { ChineseOutcome } from './chinese-matcher';
import type { EnglishOutcome } from './english-matcher';
import type { MatchIndex } from './match-index';
import { withChineseSeniority, withEnglishSeniority } from './seniority';
import { chineseToEnglish, englishToChinese, type Glossary } from './translate-title';
import { compactKey, matchTokens } from './text-normalize';

/**
 * The canonical title names the job page and is what duplicates are detected by, so it is built
 * only from normalised parts: corrected, singular words in the casing titles usually use, the
 * seniority words in a fixed form and place, and a fixed translation.
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

/** Words in title case as the titles write them: "ios developer" → "iOS Developer". */
export function displayEnglish(tokens: readonly string[], index: MatchIndex): string {
  return tokens
    .map((token, i) => {
      if (i > 0 && LOWER_WORDS.has(token)) return token;
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
 * When the query matched a title only through spacing ("datascientist", "back end developer"), the
 * title's own wording names the job, so every spacing of one title gets one canonical title.
 */
function titleWording(outcome: EnglishOutcome, index: MatchIndex): string[] | null {
  const key = compactKey(outcome.core);
  if (outcome.hit?.kind !== 'exact' || compactKey(outcome.matchedForm) !== key) return null;
  const id = index.english.byCompact.get(key)?.[0];
  return id === undefined ? null : (index.english.titles[id]?.tokens ?? null);
}

export function englishCanonical(
  outcome: EnglishOutcome,
  topCode: string,
  index: MatchIndex,
): CanonicalTitles {
  const { core, terms, hit } = outcome;
  if (hit?.kind === 'editorial') {
    return {
      en: withEnglishSeniority(hit.entry.title, terms),
      zh: withChineseSeniority(hit.entry.titleZh, terms),
    };
  }
  const expansion = acronymExpansion(core, topCode, index);
  const coreTokens = expansion ? matchTokens(expansion) : (titleWording(outcome, index) ?? core);
  const coreEn = displayEnglish(coreTokens, index);
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
  const { terms, core } = outcome;
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
