import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '@irreplaceable/contracts/constants';
import type { KnowledgeBase } from '../knowledge/load-knowledge';
import { classifyQuery } from './classify-query';

/**
 * The matcher's evaluation: hand-written queries with the answers a person who knows the
 * occupations would accept (packages/analyst/eval/queries.tsv), scored as the share of job queries
 * with an acceptable code first and in the top three, and of error queries with the right error
 * type. Used by `npm run eval:analyst` and by eval.test.ts.
 */

export const EVAL_QUERIES_PATH = fileURLToPath(new URL('../../eval/queries.tsv', import.meta.url));

/** Short forms, slang, seniority words, misspellings and Chinese typos and aliases. */
export const INFORMAL_QUERIES_PATH = fileURLToPath(
  new URL('../../eval/queries-informal.tsv', import.meta.url),
);

export interface EvalQuery {
  query: string;
  language: Language;
  kind: 'job' | 'error';
  /** Acceptable O*NET codes for a job; the one error type for an error. */
  expected: string[];
  /** What kind of informal writing the query is (queries-informal.tsv), or '' when unlabelled. */
  form: string;
  line: number;
}

export function parseQueries(tsv: string): EvalQuery[] {
  const queries: EvalQuery[] = [];
  tsv.split('\n').forEach((row, i) => {
    if (row.trim() === '' || row.startsWith('#') || row.startsWith('query\t')) return;
    const [query = '', language, kind, expected = '', form = ''] = row.split('\t');
    if ((language !== 'en' && language !== 'zh') || (kind !== 'job' && kind !== 'error')) {
      throw new Error(`queries.tsv line ${i + 1}: bad language or kind in "${row}"`);
    }
    queries.push({ query, language, kind, expected: expected.split('|'), form, line: i + 1 });
  });
  return queries;
}

export function readEvalQueries(path: string = EVAL_QUERIES_PATH): EvalQuery[] {
  return parseQueries(fs.readFileSync(path, 'utf8'));
}

export interface Tally {
  total: number;
  top1: number;
  top3: number;
}

export interface EvalFailure {
  query: EvalQuery;
  /** What the matcher said: its top codes, or its error type. */
  got: string;
  /** Job queries only: an acceptable code was in the top three but not first. */
  top3Only: boolean;
}

export interface EvalReport {
  jobs: Record<Language | 'all', Tally>;
  errors: Record<Language | 'all', Tally>;
  /** Job queries by form and language ("slang/zh"), for files that label the form. */
  jobsByForm: Map<string, Tally>;
  failures: EvalFailure[];
}

function emptyTally(): Tally {
  return { total: 0, top1: 0, top3: 0 };
}

export function evaluateQueries(
  queries: readonly EvalQuery[],
  knowledge: KnowledgeBase,
): EvalReport {
  const jobs = { en: emptyTally(), zh: emptyTally(), all: emptyTally() };
  const errors = { en: emptyTally(), zh: emptyTally(), all: emptyTally() };
  const jobsByForm = new Map<string, Tally>();
  const formTally = (key: string) => {
    const found = jobsByForm.get(key);
    if (found) return found;
    const made = emptyTally();
    jobsByForm.set(key, made);
    return made;
  };
  const failures: EvalFailure[] = [];
  for (const q of queries) {
    const result = classifyQuery(q.query, q.language, knowledge);
    const tallies =
      q.kind === 'job' ? [jobs[q.language], jobs.all] : [errors[q.language], errors.all];
    if (q.kind === 'job' && q.form) tallies.push(formTally(`${q.form}/${q.language}`));
    let top1 = false;
    let top3 = false;
    if (q.kind === 'job' && result.kind === 'job') {
      const codes = result.occupations.map((o) => o.code);
      top1 = q.expected.includes(codes[0] ?? '');
      top3 = codes.slice(0, 3).some((c) => q.expected.includes(c));
    } else if (q.kind === 'error' && result.kind === 'error') {
      top1 = top3 = q.expected.includes(result.error_type);
    }
    for (const t of tallies) {
      t.total += 1;
      if (top1) t.top1 += 1;
      if (top3) t.top3 += 1;
    }
    if (!top1) {
      const got =
        result.kind === 'job'
          ? result.occupations.map((o) => o.code).join(' ')
          : `error:${result.error_type}`;
      failures.push({ query: q, got, top3Only: top3 });
    }
  }
  return { jobs, errors, jobsByForm, failures };
}

export function share(tally: Tally, which: 'top1' | 'top3'): number {
  return tally.total === 0 ? 1 : tally[which] / tally.total;
}
