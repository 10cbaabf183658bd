import { pageTexts, type CorpusPage, type Lang } from '../checks/page-corpus';

/** The ceiling for the reviews, as for the rest of the page: no sentence on more than 15 %. */
export const MAX_REVIEW_PAGE_SHARE = 0.15;

export interface RepeatedReviewSentence {
  sentence: string;
  pages: number;
  share: number;
}

/** "Mr. Ape" must not end a sentence: its full stop is dropped before splitting. */
const ABBREVIATIONS = /\b(Mr|Dr|Ms|Mrs|St|vs)\.\s/g;

/** A bold heading on its own ("**Boss’s note:**") is layout, the same on every page by design. */
const HEADING = /^\*\*[^*]+\*\*[:：]?$/;

/**
 * The sentences of a review with the page's own names masked but its figures kept: a sentence
 * that states this page's figures is about this page, while one that reads the same everywhere
 * is boilerplate. (The page-wide check in checks/repetition.ts also replaces digits, which would
 * count "the 47% rate" and "the 12% rate" as one sentence.)
 */
export function reviewSentences(text: string, names: readonly string[]): string[] {
  let masked = text.replace(ABBREVIATIONS, '$1\u00a0');
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    if (name) masked = masked.split(name).join('‹name›');
  }
  return masked
    .split(/(?<=[.!?])\s+|(?<=[。！？])\s*|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0 && !HEADING.test(sentence));
}

/** On how many pages each review sentence appears, most repeated first. */
export function reviewRepetition(
  pages: readonly CorpusPage[],
  lang: Lang,
): RepeatedReviewSentence[] {
  const counts = new Map<string, number>();
  for (const page of pages) {
    const seen = new Set<string>();
    for (const [, text] of pageTexts(page, lang, 'reviews')) {
      for (const sentence of reviewSentences(text, page.names)) seen.add(sentence);
    }
    for (const sentence of seen) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  }
  return [...counts]
    .map(([sentence, count]) => ({ sentence, pages: count, share: count / pages.length }))
    .sort((a, b) => b.pages - a.pages || a.sentence.localeCompare(b.sentence));
}
