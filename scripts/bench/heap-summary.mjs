// Summarises a V8 heap snapshot (from `BENCH_HEAP_SNAPSHOTS=<dir> npm run bench:memory`, or any
// .heapsnapshot): the object kinds that retain the most, and for the largest of them the single
// objects that retain the most with the chain of objects that keeps each alive. The snapshot is
// read by @vscode/v8-heap-parser, which computes retained sizes as the browser's memory tool does.
//   node scripts/bench/heap-summary.mjs <file.heapsnapshot> [kinds (15)] [objects per kind (4)]
// For a tree to click through, load the same file in Chromium's developer tools (Memory, Load).
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { decode_bytes: decodeBytes, WasmSortBy } = require('@vscode/v8-heap-parser');

const [file, kindsArg = '15', perKindArg = '4'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/bench/heap-summary.mjs <file.heapsnapshot> [kinds] [objects]');
  process.exit(1);
}
const MB = 1024 * 1024;
const mb = (bytes) => `${(Number(bytes) / MB).toFixed(1)} MB`.padStart(9);
const short = (text, length) => text.replace(/\s+/g, ' ').slice(0, length);
const RETAINER_DEPTH = 6;
const LARGE_OBJECT = MB / 2;

const graph = decodeBytes(fs.readFileSync(file));
const kinds = graph.get_class_groups(0, Number(kindsArg), false);
console.log(`${file}\nretained   own        count  kind`);
for (const kind of kinds) {
  console.log(
    `${mb(kind.retained_size)} ${mb(kind.self_size)} ${String(kind.children_len).padStart(8)}  ${short(kind.name(), 70)}`,
  );
}
console.log('\nThe objects that retain the most, each with what keeps it (nearest first):');
kinds.forEach((kind, index) => {
  const objects = graph
    .class_children(index, 0, Number(perKindArg), WasmSortBy.RetainedSize)
    .filter((object) => Number(object.retained_size) >= LARGE_OBJECT);
  for (const object of objects) {
    const chain = graph
      .get_all_retainers(object.index, RETAINER_DEPTH)
      .filter((retainer) => retainer.index !== object.index)
      .slice(0, RETAINER_DEPTH)
      .map((retainer) => short(retainer.name(), 32) || '(unnamed)');
    console.log(`${mb(object.retained_size)}  ${short(object.name(), 50)} ← ${chain.join(' ← ')}`);
  }
});
