/**
 * `npm run report:contradictions`: composes every page the knowledge base can produce (each
 * occupation and each editorial title) in both languages and lists every statement that its own
 * figures contradict: a property the page's plan asserts that the figures do not bear out, a
 * phrase tied to a property the job lacks, or a rate stated where no study covers the job.
 * Exits non-zero when there is any.
 */
import { loadKnowledge } from '../src/knowledge/load-knowledge';
import { pageContradictions } from '../src/writing/checks/contradictions';
import { pageCorpus } from '../src/writing/checks/page-corpus';

const pages = pageCorpus(loadKnowledge());
const found = pages.flatMap(pageContradictions);
console.log(
  `Contradiction check: ${pages.length} pages × 2 languages = ${pages.length * 2} pages checked`,
);
console.log(`violations: ${found.length}`);
for (const item of found.slice(0, 50))
  console.log(`  ${item.page} [${item.lang}] ${item.property}: ${item.evidence.slice(0, 140)}`);
process.exitCode = found.length > 0 ? 1 : 0;
