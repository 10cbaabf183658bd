import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { evaluateQueries, INFORMAL_QUERIES_PATH, readEvalQueries, share } from './evaluate-queries';

describe('title matcher evaluation (eval/queries.tsv)', () => {
  const queries = readEvalQueries();
  const report = evaluateQueries(queries, loadKnowledge());

  it('has at least 400 queries in both languages', () => {
    expect(queries.length).toBeGreaterThanOrEqual(400);
    const zh = queries.filter((q) => q.language === 'zh').length / queries.length;
    expect(zh).toBeGreaterThan(0.35);
    expect(zh).toBeLessThan(0.55);
  });

  it('puts an acceptable occupation in the top three for at least 95% of job queries', () => {
    expect(share(report.jobs.all, 'top3')).toBeGreaterThanOrEqual(0.95);
    expect(share(report.jobs.en, 'top3')).toBeGreaterThanOrEqual(0.95);
    expect(share(report.jobs.zh, 'top3')).toBeGreaterThanOrEqual(0.95);
  });

  it('gives the right error type for at least 95% of error queries', () => {
    expect(share(report.errors.all, 'top1')).toBeGreaterThanOrEqual(0.95);
  });
});

describe('title matcher evaluation of informal queries (eval/queries-informal.tsv)', () => {
  const queries = readEvalQueries(INFORMAL_QUERIES_PATH);
  const report = evaluateQueries(queries, loadKnowledge());

  it('has at least 300 queries, about half of them Chinese, each labelled with its form', () => {
    expect(queries.length).toBeGreaterThanOrEqual(300);
    const zh = queries.filter((q) => q.language === 'zh').length / queries.length;
    expect(zh).toBeGreaterThan(0.4);
    expect(zh).toBeLessThan(0.6);
    const forms = new Set(['short', 'slang', 'seniority', 'misspelling', 'typo', 'alias']);
    expect(queries.filter((q) => !forms.has(q.form))).toEqual([]);
  });

  it('puts an acceptable occupation in the top three for at least 95% in each language', () => {
    expect(share(report.jobs.en, 'top3')).toBeGreaterThanOrEqual(0.95);
    expect(share(report.jobs.zh, 'top3')).toBeGreaterThanOrEqual(0.95);
  });

  it('still gives the right error type to words that name no job', () => {
    expect(share(report.errors.all, 'top1')).toBe(1);
  });
});
