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
 * How two sentences count as the same. 'kept' (the gated measure): the same text once the page's
 * own names are masked, so a sentence stating this page's own figures is not boilerplate while one
 * saying the same words on every page is. 'masked' (the template view, information only): every
 * number replaced by # too, so sentences built on one template count as one.
 */
export type FigureHandling = 'kept' | 'masked';

export interface RepetitionOptions {
  source?: TextSource | 'all';
  sections?: readonly string[];
  figures?: FigureHandling;
}

const maskDigits = (sentence: string) => sentence.replace(/\d+(?:[.,]\d+)*/g, '#');

/**
 * Structure rather than sentences, so not counted: a bold heading ("**What stays human**",
 * "**Now**: what current models can already do"), a row of labelled figures ("- **Below it**:
 * Frey and Osborne 0.12", the market table's "Wage-and-salary jobs (OEWS) 52,060; …") and the
 * title of a linked source ("The Future of Employment (Frey & Osborne)"), which name the same
 * labels or documents on every page by design.
 */
function isStructure(section: string, sentence: string): boolean {
  if (section === 'market data' || section === 'related resources') return true;
  if (/^\*\*[^*]+\*\*[:：]?[^.。!?！？]*$/.test(sentence)) return true;
  return /^- \*\*[^*]+\*\*[:：]\s*[^.;。；]*#$/.test(maskDigits(sentence));
}

/** "Mr. Ape" must not end a sentence. */
const ABBREVIATIONS = /\b(Mr|Dr|Ms|Mrs|St|vs)\.\s/g;

/** How many pages each sentence appears on, most repeated first. */
export function sentenceRepetition(
  pages: readonly CorpusPage[],
  lang: Lang,
  { source = 'analysis', sections, figures = 'kept' }: RepetitionOptions = {},
): RepeatedSentence[] {
  const counts = new Map<string, number>();
  for (const page of pages) {
    const seen = new Set<string>();
    for (const [section, text] of pageTexts(page, lang, source)) {
      if (sections && !sections.includes(section)) continue;
      const joined = text.replace(ABBREVIATIONS, '$1\u00a0');
      for (const sentence of skeletonSentences(joined, page.names, 'kept')) {
        if (isStructure(section, sentence)) continue;
        seen.add(figures === 'kept' ? sentence : maskDigits(sentence));
      }
    }
    for (const sentence of seen) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  }
  return [...counts]
    .map(([sentence, count]) => ({ sentence, pages: count, share: count / pages.length }))
    .sort((a, b) => b.pages - a.pages || a.sentence.localeCompare(b.sentence));
}
