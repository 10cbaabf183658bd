/**
 * `npm run eval:analyst`: runs the title matcher over eval/queries.tsv, prints accuracy by kind and
 * language and every failure, and exits non-zero when top-3 job accuracy or error-type accuracy is
 * below 95 %.
 */
import { loadKnowledge } from '../src/knowledge/load-knowledge';
import {
  evaluateQueries,
  readEvalQueries,
  share,
  type Tally,
} from '../src/matching/evaluate-queries';

const TARGET = 0.95;

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

function row(label: string, tally: Tally, kind: 'job' | 'error'): string {
  const counts = `${String(tally.total).padStart(4)} queries`;
  if (kind === 'error')
    return `  ${label.padEnd(10)} ${counts}  right type ${percent(share(tally, 'top1'))}`;
  return `  ${label.padEnd(10)} ${counts}  top-1 ${percent(share(tally, 'top1'))}  top-3 ${percent(share(tally, 'top3'))}`;
}

const knowledge = loadKnowledge();
const queries = readEvalQueries();
const report = evaluateQueries(queries, knowledge);

console.log(`Title matcher evaluation: ${queries.length} queries`);
console.log('Job queries (an acceptable O*NET code ranked first / in the top three):');
for (const label of ['en', 'zh', 'all'] as const)
  console.log(row(label, report.jobs[label], 'job'));
console.log('Error queries (the expected error type):');
for (const label of ['en', 'zh', 'all'] as const)
  console.log(row(label, report.errors[label], 'error'));

const misses = report.failures.filter((f) => !f.top3Only);
const lateHits = report.failures.filter((f) => f.top3Only);
const show = (title: string, list: typeof report.failures) => {
  if (list.length === 0) return;
  console.log(`\n${title} (${list.length}):`);
  for (const f of list) {
    const q = f.query;
    console.log(
      `  line ${q.line} [${q.language}] "${q.query}" expected ${q.expected.join('|')} got ${f.got}`,
    );
  }
};
show('Failures', misses);
show('Acceptable code only in places 2-3', lateHits);

const top3 = share(report.jobs.all, 'top3');
const errorTypes = share(report.errors.all, 'top1');
const passed = top3 >= TARGET && errorTypes >= TARGET;
console.log(
  `\nTargets: top-3 ${percent(top3)} (>= ${percent(TARGET)}), error types ${percent(errorTypes)} (>= ${percent(TARGET)}): ${passed ? 'met' : 'NOT met'}`,
);
process.exitCode = passed ? 0 : 1;
