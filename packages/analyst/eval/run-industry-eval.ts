/**
 * `npm run eval:industry`: runs every evaluation query (eval/industry-queries.tsv) through the
 * industry search and prints, per language, how often the first result is the labelled NAICS 2022
 * code or its direct parent, with every miss. Exits non-zero below 90 % in either language.
 */
import { loadIndustries } from '../src/industry/industry-base';
import { evaluateIndustryQueries } from './industry-evaluation';

const TARGET = 0.9;
const base = loadIndustries();
const name = (code: string | null) =>
  code ? `${code} ${base.naics.get(code)?.title.slice(0, 40) ?? ''}` : 'nothing';
const report = evaluateIndustryQueries(base);
let passed = true;
for (const language of ['en', 'zh'] as const) {
  const { total, correct, misses } = report[language];
  console.log(
    `${language}: ${total} queries, ${((100 * correct) / total).toFixed(1)}% land (${correct}/${total})`,
  );
  for (const miss of misses) {
    console.log(`  "${miss.query}": expected ${name(miss.expected)}; got ${name(miss.got)}`);
  }
  if (correct / total < TARGET) passed = false;
}
console.log(passed ? 'Target met (>= 90 % in each language).' : 'Target NOT met.');
process.exitCode = passed ? 0 : 1;
