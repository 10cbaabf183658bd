// Reports the gzipped JavaScript the home page loads (the entry chunk, everything it imports, and
// the home route's own chunks) and fails when it is over the 180 kB budget (DESIGN.md section 2).
// Run after `vite build`: node scripts/bundle-budget.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 180_000;
const kb = (bytes) => `${(bytes / 1000).toFixed(1).padStart(7)} kB`;
const DIST = join(import.meta.dirname, '..', 'dist');
const HOME_ROUTE = 'src/features/home/routes/home-page.tsx';

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));

function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

// Server-drawn pages start the app through src/boot.ts, so it counts too.
const files = collect(HOME_ROUTE, collect('src/boot.ts', collect('index.html')));
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(DIST, file))).length;
  total += size;
  console.log(`${kb(size)}  ${file}`);
}
console.log(`${kb(total)}  total gzipped JS for the home page`);
console.log(`${kb(BUDGET_BYTES)}  budget`);
if (total > BUDGET_BYTES) {
  console.error('The home page is over its JavaScript budget.');
  process.exitCode = 1;
}
