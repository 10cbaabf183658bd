/**
 * Times the title matcher: knowledge load, index build (done once, on the first query), and
 * classifyQuery over every evaluation query, reporting the median and 99th percentile per call.
 * Run with `npx tsx packages/analyst/eval/bench-classify.ts [rounds]`. Prints figures; it is not a
 * test and gates nothing.
 */
import { performance } from 'node:perf_hooks';
import { loadKnowledge } from '../src/knowledge/load-knowledge';
import { classifyQuery } from '../src/matching/classify-query';
import { readEvalQueries } from '../src/matching/evaluate-queries';
import { getMatchIndex } from '../src/matching/match-index';

const rounds = Number(process.argv[2] ?? 5);

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const at = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return sorted[Math.max(0, at)] ?? 0;
}

const loadStarted = performance.now();
const knowledge = loadKnowledge();
const loadMs = performance.now() - loadStarted;
const indexStarted = performance.now();
getMatchIndex(knowledge);
const indexMs = performance.now() - indexStarted;

const queries = readEvalQueries();
const times: number[] = [];
// The first round warms the JIT up; it is timed separately and not in the figures.
const warmStarted = performance.now();
for (const q of queries) classifyQuery(q.query, q.language, knowledge);
const warmMs = performance.now() - warmStarted;
for (let round = 0; round < rounds; round++) {
  for (const q of queries) {
    const started = performance.now();
    classifyQuery(q.query, q.language, knowledge);
    times.push(performance.now() - started);
  }
}
times.sort((a, b) => a - b);
const slowest = queries
  .map((q) => {
    const started = performance.now();
    classifyQuery(q.query, q.language, knowledge);
    return { query: q.query, ms: performance.now() - started };
  })
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 5);

const ms = (value: number) => `${value.toFixed(3)} ms`;
console.log(`Knowledge load:  ${ms(loadMs)}`);
console.log(`Index build:     ${ms(indexMs)} (once per knowledge base, on the first query)`);
console.log(`Warm-up round:   ${ms(warmMs)} for ${queries.length} queries`);
console.log(
  `classifyQuery over ${queries.length} queries x ${rounds} rounds (${times.length} calls):`,
);
console.log(
  `  median ${ms(quantile(times, 0.5))}  p90 ${ms(quantile(times, 0.9))}  p99 ${ms(quantile(times, 0.99))}  max ${ms(times[times.length - 1] ?? 0)}`,
);
console.log('Slowest queries in one more pass:');
for (const s of slowest) console.log(`  ${ms(s.ms)}  "${s.query}"`);
