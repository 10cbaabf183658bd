/**
 * `npm run eval:analyst`: runs the title matcher over eval/queries.tsv and eval/queries-informal.tsv,
 * prints accuracy by language (and, for the informal file, by form: short forms, slang, seniority
 * words…) and every failure, and exits non-zero when top-3 job accuracy in either language or
 * error-type accuracy is below 95 % in either file.
 */
import { loadKnowledge } from '../src/knowledge/load-knowledge';
import {
  EVAL_QUERIES_PATH,
  evaluateQueries,
  INFORMAL_QUERIES_PATH,
  readEvalQueries,
  share,
  type EvalReport,
  type Tally,
} from '../src/matching/evaluate-queries';

const TARGET = 0.95;

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

function row(label: string, tally: Tally, kind: 'job' | 'error'): string {
  const counts = `${String(tally.total).padStart(4)} queries`;
  if (kind === 'error')
    return `  ${label.padEnd(16)} ${counts}  right type ${percent(share(tally, 'top1'))}`;
  return `  ${label.padEnd(16)} ${counts}  top-1 ${percent(share(tally, 'top1'))}  top-3 ${percent(share(tally, 'top3'))}`;
}

function showFailures(title: string, list: EvalReport['failures']): void {
  if (list.length === 0) return;
  console.log(`\n${title} (${list.length}):`);
  for (const f of list) {
    const q = f.query;
    console.log(
      `  line ${q.line} [${q.language}] "${q.query}" expected ${q.expected.join('|')} got ${f.got}`,
    );
  }
}

/** Prints one file's report; true when it meets the targets. */
function report(name: string, path: string): boolean {
  const queries = readEvalQueries(path);
  const result = evaluateQueries(queries, loadKnowledge());
  console.log(`\n=== ${name}: ${queries.length} queries ===`);
  console.log('Job queries (an acceptable O*NET code ranked first / in the top three):');
  for (const label of ['en', 'zh', 'all'] as const)
    console.log(row(label, result.jobs[label], 'job'));
  if (result.jobsByForm.size > 0) {
    console.log('Job queries by form and language:');
    const keys = [...result.jobsByForm.keys()].sort();
    for (const key of keys) console.log(row(key, result.jobsByForm.get(key) as Tally, 'job'));
  }
  console.log('Error queries (the expected error type):');
  for (const label of ['en', 'zh', 'all'] as const)
    console.log(row(label, result.errors[label], 'error'));

  showFailures(
    'Failures',
    result.failures.filter((f) => !f.top3Only),
  );
  showFailures(
    'Acceptable code only in places 2-3',
    result.failures.filter((f) => f.top3Only),
  );

  const top3 = (['en', 'zh'] as const).map((l) => share(result.jobs[l], 'top3'));
  const errorTypes = share(result.errors.all, 'top1');
  const passed = top3.every((s) => s >= TARGET) && errorTypes >= TARGET;
  console.log(
    `\nTargets: top-3 en ${percent(top3[0] ?? 0)} zh ${percent(top3[1] ?? 0)} (>= ${percent(TARGET)}), error types ${percent(errorTypes)} (>= ${percent(TARGET)}): ${passed ? 'met' : 'NOT met'}`,
  );
  return passed;
}

const passed = [
  report('queries.tsv (titles as written)', EVAL_QUERIES_PATH),
  report(
    'queries-informal.tsv (short forms, slang, seniority, misspellings)',
    INFORMAL_QUERIES_PATH,
  ),
];
process.exitCode = passed.every(Boolean) ? 0 : 1;
