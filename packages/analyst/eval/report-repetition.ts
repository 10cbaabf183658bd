/**
 * `npm run report:repetition`: composes every page the knowledge base can produce (each occupation
 * and each editorial title) in both languages and prints the sentences that appear on the most
 * pages, with their share. Names are masked and numbers replaced by # first (as in
 * writing/text-similarity.ts), so a sentence that differs only in a figure counts as one sentence.
 * Exits non-zero when any sentence appears on more than 15 % of the pages of a language.
 */
import { loadKnowledge } from '../src/knowledge/load-knowledge';
import { pageCorpus } from '../src/writing/checks/page-corpus';
import { MAX_PAGE_SHARE, sentenceRepetition } from '../src/writing/checks/repetition';

const TOP = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 10);
const pages = pageCorpus(loadKnowledge());
let failed = false;
// The analysis sections are held to the ceiling; the four analysts' reviews are printed too.
const SOURCES = process.argv.includes('--reviews')
  ? (['analysis', 'reviews'] as const)
  : (['analysis'] as const);
for (const [lang, source] of SOURCES.flatMap((s) =>
  (['en', 'zh'] as const).map((l) => [l, s] as const),
)) {
  const repeated = sentenceRepetition(pages, lang, source);
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
  if (over.length > 0 && source === 'analysis') failed = true;
}
process.exitCode = failed ? 1 : 0;
