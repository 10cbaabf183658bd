/**
 * Benchmark of the built-in analyst: `npx tsx packages/analyst/src/analysis/bench-analyze.ts`.
 * Analyses 200 occupations spread over the code list (the edge cases included), several rounds
 * after a warm-up, and prints the median and p99 time of one `analyzeJob` call. Not a test: it
 * never fails on timing.
 */
import { loadKnowledge } from '../knowledge/load-knowledge';
import { analystContext } from './analyst-context';
import { analyzeJob } from './analyze-job';
import { sampleOccupationCodes } from './sample-occupations';

const ROUNDS = 5;

const loadStarted = performance.now();
const knowledge = loadKnowledge();
const loadMs = performance.now() - loadStarted;
const contextStarted = performance.now();
analystContext(knowledge);
const contextMs = performance.now() - contextStarted;

const inputs = sampleOccupationCodes(knowledge, 200).map((code) => ({
  title: knowledge.byCode.get(code)!.title,
  occupations: [{ code, score: 1 }],
}));
for (const input of inputs) analyzeJob(input, knowledge); // warm-up: let the JIT settle

const times: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const input of inputs) {
    const started = performance.now();
    analyzeJob(input, knowledge);
    times.push(performance.now() - started);
  }
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;

console.log(
  `knowledge load: ${loadMs.toFixed(1)} ms; analyst context (scores, baselines), once: ${contextMs.toFixed(1)} ms`,
);
console.log(
  `analyzeJob over ${inputs.length} occupations × ${ROUNDS} rounds: median ${at(0.5).toFixed(3)} ms, p99 ${at(0.99).toFixed(3)} ms, max ${times.at(-1)!.toFixed(3)} ms`,
);
