/**
 * `npm run report:repetition`: composes every page the knowledge base can produce (each occupation
 * and each editorial title) in both languages and prints the sentences that appear on the most
 * pages, with their share, in two tables per language:
 *
 * - gated: sentences compared once the page's own names are masked, figures kept. A sentence that
 *   states this page's own figures is not boilerplate; one saying the same words on every page is.
 *   Exits non-zero when any analysis sentence appears on more than 15 % of the pages of a language.
 * - template (information, not gated): numbers replaced by # as well, so sentences that differ only
 *   in a figure count as one; shows which templates carry most pages.
 *
 * All analysis sections count (description, deep understanding, demand reading, replacement
 * process, advice, market reading); headings, rows of labelled figures and link titles do not.
 * `--reviews` adds the four analysts' reviews (printed, not gated). A number argument sets how many
 * sentences each table lists (default 10).
 */
import { loadKnowledge } from '../src/knowledge/load-knowledge';
import { pageCorpus } from '../src/writing/checks/page-corpus';
import {
  MAX_PAGE_SHARE,
  sentenceRepetition,
  type FigureHandling,
} from '../src/writing/checks/repetition';

const TOP = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 10);
const pages = pageCorpus(loadKnowledge());
const SOURCES = process.argv.includes('--reviews')
  ? (['analysis', 'reviews'] as const)
  : (['analysis'] as const);
const TABLES: [FigureHandling, string][] = [
  ['kept', 'gated: names masked, figures kept'],
  ['masked', 'template view (not gated): names masked, numbers as #'],
];

let failed = false;
for (const [figures, label] of TABLES) {
  console.log(`\n=== ${label} ===`);
  for (const source of SOURCES) {
    for (const lang of ['en', 'zh'] as const) {
      const repeated = sentenceRepetition(pages, lang, { source, figures });
      const over = repeated.filter((item) => item.share > MAX_PAGE_SHARE);
      console.log(
        `\n${lang} ${source}: ${pages.length} pages, ${repeated.length} distinct sentences, ${over.length} above ${MAX_PAGE_SHARE * 100}%`,
      );
      for (const item of repeated.slice(0, TOP)) {
        const text = item.sentence.length > 150 ? `${item.sentence.slice(0, 147)}…` : item.sentence;
        console.log(
          `  ${(item.share * 100).toFixed(1).padStart(5)}%  ${String(item.pages).padStart(4)}  ${text}`,
        );
      }
      if (over.length > 0 && source === 'analysis' && figures === 'kept') failed = true;
    }
  }
}
process.exitCode = failed ? 1 : 0;
