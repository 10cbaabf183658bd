/**
 * `npm run eval:industry-everyday`: the everyday industry searches
 * (packages/analyst/eval/industry-search-everyday/queries.tsv) typed into the industry box, read
 * the way GET /api/industries reads them (as typed, the box's eight suggestions). A search counts
 * when one of its acceptable codes is among the top three suggestions; a suggestion stands for its
 * code and the broader codes NAICS repeats it under. Prints top-3 per language and per kind for
 * the tuning part, with its misses. The held-out part is scored only with `--heldout`, as totals
 * per language: its rows and misses are never printed, so tuning cannot follow them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { INDUSTRY_ANALYSIS } from '../../packages/contracts/src/constants';
import { findIndustries } from '../../packages/analyst/src/industry/find-industry';
import { loadIndustries } from '../../packages/analyst/src/industry/industry-base';
import { field, parseTable } from '../knowledge/delimited';

const FILE = path.resolve(
  import.meta.dirname,
  '../../packages/analyst/eval/industry-search-everyday/queries.tsv',
);
const TOP = 3;
const withHeldout = process.argv.includes('--heldout');

const COLUMNS = ['query', 'language', 'acceptable_codes', 'kind', 'split'] as const;
// The project's strict reader: a changed file fails loudly rather than scoring the wrong column.
const searches = parseTable(
  fs.readFileSync(FILE, 'utf8'),
  { delimiter: '\t', quoted: false },
  COLUMNS,
).map((row) => ({
  query: field(row, 'query'),
  language: field(row, 'language'),
  codes: field(row, 'acceptable_codes'),
  kind: field(row, 'kind'),
  split: field(row, 'split'),
}));

const base = loadIndustries();
const title = (code: string) => base.naics.get(code)?.title.slice(0, 34) ?? code;
type Tally = { total: number; right: number };
const tallies = new Map<string, Tally>();
const count = (key: string, right: boolean) => {
  const tally = tallies.get(key) ?? { total: 0, right: 0 };
  tally.total += 1;
  if (right) tally.right += 1;
  tallies.set(key, tally);
};
const misses: string[] = [];

for (const search of searches) {
  if (search.split === 'heldout' && !withHeldout) continue;
  const acceptable = new Set(search.codes.split(',').map((code) => code.trim()));
  const outcome = findIndustries(search.query, base, {
    limit: INDUSTRY_ANALYSIS.searchLimit,
    asTyped: true,
  });
  const hits = outcome.kind === 'found' ? outcome.hits : [];
  const place =
    hits.findIndex((hit) => [hit.code, ...hit.parents].some((code) => acceptable.has(code))) + 1;
  const right = place >= 1 && place <= TOP;
  count(`${search.split} ${search.language}`, right);
  if (search.split === 'tune') {
    count(`tune ${search.language} ${search.kind}`, right);
    if (!right) {
      const top = hits.slice(0, TOP).map((hit) => `${hit.code} ${title(hit.code)}`);
      misses.push(
        `  "${search.query}" [${search.kind}] wants ${[...acceptable].join('|')}; ` +
          `at ${place || '-'}; top: ${top.join(' | ') || outcome.kind}`,
      );
    }
  }
}

const share = ({ total, right }: Tally) =>
  `top-${TOP} ${right}/${total} (${Math.round((100 * right) / total)} %)`;
for (const language of ['en', 'zh']) {
  const tally = tallies.get(`tune ${language}`);
  if (!tally) continue;
  console.log(`tune ${language}: ${share(tally)}`);
  for (const [key, kindTally] of [...tallies].sort()) {
    if (key.startsWith(`tune ${language} `)) {
      console.log(`    ${key.split(' ')[2]!.padEnd(24)} ${share(kindTally)}`);
    }
  }
}
if (misses.length) console.log(`tuning misses:\n${misses.join('\n')}`);
if (withHeldout) {
  for (const language of ['en', 'zh']) {
    const tally = tallies.get(`heldout ${language}`);
    if (tally) console.log(`heldout ${language}: ${share(tally)}`);
  }
}
