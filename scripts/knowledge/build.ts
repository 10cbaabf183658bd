/**
 * Builds the committed knowledge dataset: `npx tsx scripts/knowledge/build.ts [--out DIR] [--strict]`.
 * Sources come from KNOWLEDGE_SOURCE_DIR, by default shared/data beside the repository; our Chinese
 * writing from KNOWLEDGE_EDITORIAL_DIR, by default scripts/knowledge/editorial. `--strict` fails when
 * an occupation lacks a Chinese title or an editorial file has a problem.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildKnowledge } from './build-knowledge';
import { writeFiles } from './write-json';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(HERE, '../..');
const ISSUES_SHOWN = 20;

interface Options {
  outDir: string;
  strict: boolean;
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { outDir: path.join(REPO_ROOT, 'packages/analyst/data'), strict: false };
  const args = [...argv];
  while (args.length > 0) {
    const arg = args.shift();
    const value = arg === '--out' ? args.shift() : undefined;
    if (arg === '--strict') options.strict = true;
    else if (arg === '--out' && value) options.outDir = path.resolve(value);
    else throw new Error(`Unknown argument ${arg ?? ''}. Usage: build.ts [--out DIR] [--strict]`);
  }
  return options;
}

function main(): number {
  const options = parseArgs(process.argv.slice(2));
  const sourceDir = path.resolve(
    process.env.KNOWLEDGE_SOURCE_DIR ?? path.join(REPO_ROOT, '../shared/data'),
  );
  const started = performance.now();
  const editorialDir = path.resolve(
    process.env.KNOWLEDGE_EDITORIAL_DIR ?? path.join(HERE, 'editorial'),
  );
  const result = buildKnowledge(sourceDir, editorialDir);
  writeFiles(options.outDir, result.files);
  for (const [name, text] of result.files) {
    console.log(`wrote ${name} (${Buffer.byteLength(text)} bytes)`);
  }
  for (const [key, value] of Object.entries(result.summary)) console.log(`  ${key}: ${value}`);
  const { exclusions, unlinked } = result.chinaWages;
  console.log(`China wage rows left out: ${exclusions.length}`);
  for (const row of exclusions) console.log(`  ${row.release} ${row.name}: ${row.reason}`);
  console.log(`China wage rows reaching no O*NET occupation: ${unlinked.length}`);
  for (const row of unlinked) {
    console.log(`  ${row.release} ${row.name}${row.csco ? ` (${row.csco})` : ''}: ${row.reason}`);
  }
  console.log(`missing Chinese titles: ${result.missingZhTitles.length}`);
  if (result.editorialIssues.length > 0) {
    console.log(`editorial issues: ${result.editorialIssues.length}`);
    for (const issue of result.editorialIssues.slice(0, ISSUES_SHOWN)) console.log(`  ${issue}`);
  }
  console.log(`built in ${Math.round(performance.now() - started)} ms`);
  const failed = result.missingZhTitles.length > 0 || result.editorialIssues.length > 0;
  if (options.strict && failed) {
    console.error('--strict: Chinese titles are missing or editorial files have issues');
    return 1;
  }
  return 0;
}

process.exitCode = main();
