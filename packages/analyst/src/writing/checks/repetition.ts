import { skeletonSentences } from '../text-similarity';
import { pageTexts, type CorpusPage, type Lang, type TextSource } from './page-corpus';

/** The ceiling: no sentence may appear on more than this share of pages in either language. */
export const MAX_PAGE_SHARE = 0.15;

export interface RepeatedSentence {
  sentence: string;
  pages: number;
  share: number;
}

/**
 * Structure rather than sentences, so not counted: a bold heading ("**What stays human**",
 * "**Now**: what current models can already do") and a row of labelled figures ("- **Below
 * it**: Frey and Osborne #", the market table's "Wage-and-salary jobs (OEWS) #; …"), which
 * name the same labels on every page by design.
 */
function isStructure(section: string, sentence: string): boolean {
  if (section === 'market data') return true;
  if (/^\*\*[^*]+\*\*[:：]?[^.。!?！？]*$/.test(sentence)) return true;
  return /^- \*\*[^*]+\*\*[:：]\s*[^.;。；]*#$/.test(sentence);
}

/** "Mr. Ape" must not end a sentence. */
const ABBREVIATIONS = /\b(Mr|Dr|Ms|Mrs|St|vs)\.\s/g;

/**
 * How many pages each sentence appears on, most repeated first. Sentences are compared as
 * text-similarity.ts compares them: page names masked and every number replaced by #, so the same
 * sentence with another figure counts as the same sentence.
 */
export function sentenceRepetition(
  pages: readonly CorpusPage[],
  lang: Lang,
  source: TextSource | 'all' = 'analysis',
  sections?: readonly string[],
): RepeatedSentence[] {
  const counts = new Map<string, number>();
  for (const page of pages) {
    const seen = new Set<string>();
    for (const [section, text] of pageTexts(page, lang, source)) {
      if (sections && !sections.includes(section)) continue;
      const joined = text.replace(ABBREVIATIONS, '$1\u00a0');
      for (const sentence of skeletonSentences(joined, page.names)) {
        if (!isStructure(section, sentence)) seen.add(sentence);
      }
    }
    for (const sentence of seen) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  }
  return [...counts]
    .map(([sentence, count]) => ({ sentence, pages: count, share: count / pages.length }))
    .sort((a, b) => b.pages - a.pages || a.sentence.localeCompare(b.sentence));
}
