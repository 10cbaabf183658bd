/**
 * `npm run eval:cv`: ranks occupations for every evaluation CV (eval/cvs) and prints how often the
 * labelled occupation (the one the person holds) comes first and within the first five, per
 * language, with every miss. `--verbose` also lists the hits. Exits non-zero below 90 % top-5.
 */
import { loadKnowledge } from '../src/knowledge/load-knowledge';
import { evaluateCvs } from './cv-evaluation';

const TARGET = 0.9;
const verbose = process.argv.includes('--verbose');
const knowledge = loadKnowledge();
const title = (code: string) => knowledge.byCode.get(code)?.title ?? code;
const report = evaluateCvs();
let passed = true;
for (const language of ['en', 'zh'] as const) {
  const tally = report[language];
  const share = (n: number) => `${((100 * n) / tally.total).toFixed(1)}%`;
  console.log(
    `${language}: ${tally.total} CVs, top-1 ${share(tally.top1)}, top-5 ${share(tally.top5)}`,
  );
  for (const { file, code, place, top } of tally.places) {
    if (place >= 1 && place <= 5 && !verbose) continue;
    const shown = top.map((c) => `${c} ${title(c).slice(0, 28)}`).join(' | ');
    console.log(`  ${file}: ${code} at ${place || '-'}; top: ${shown}`);
  }
  if (tally.top5 / tally.total < TARGET) passed = false;
}
console.log(passed ? 'Target met (top-5 >= 90 % in each language).' : 'Target NOT met.');
process.exitCode = passed ? 0 : 1;
