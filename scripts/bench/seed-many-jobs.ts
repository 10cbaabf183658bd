// Stores `count` job pages directly in a database (PGlite data directory or PostgreSQL URL): real
// everyday titles from the knowledge base, each under the canonical title the matcher gives it,
// sharing one real analysis. Prints the stored queries to a file for the benchmark to search.
import fs from 'node:fs';
import { openDatabase } from '../../apps/server/src/db/client';
import { createJobWrites } from '../../apps/server/src/features/jobs/job-writes';
import { analyzeJob } from '../../packages/analyst/src/analysis/analyze-job';
import { classifyQuery } from '../../packages/analyst/src/matching/classify-query';
import { normalizeTitleKey } from '../../packages/analyst/src/matching/text-normalize';
import { loadKnowledge } from '../../packages/analyst/src/knowledge/load-knowledge';

const [target, countText, queriesFile] = process.argv.slice(2);
if (!target || !queriesFile)
  throw new Error('usage: seed-many-jobs.ts <data dir | postgres url> <count> <queries file>');
const count = Number(countText);
const database = await openDatabase(
  target.startsWith('postgres') ? { databaseUrl: target, dataDir: '' } : { dataDir: target },
);
const writes = createJobWrites(database.db);
const base = analyzeJob({ title: 'Accountant', occupations: [{ code: '13-2011.00', score: 1 }] });
const seen = new Set<string>();
const queries: string[] = [];
const startedAt = performance.now();
outer: for (const entry of loadKnowledge().titles) {
  for (const [text] of entry.en) {
    if (queries.length >= count) break outer;
    const match = classifyQuery(text, 'en');
    if (match.kind !== 'job') continue;
    const titleKey = normalizeTitleKey(match.canonical_title);
    if (seen.has(titleKey)) continue;
    seen.add(titleKey);
    queries.push(text);
    await writes.createJob(
      { titleKey, occupations: match.occupations, modelName: 'gpt' },
      { ...base, canonical_title: match.canonical_title, title_zh: match.canonical_title_zh },
    );
  }
}
fs.writeFileSync(queriesFile, JSON.stringify(queries));
console.log(
  `stored ${queries.length} jobs in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
);
await database.close();
