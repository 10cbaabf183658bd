import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { evaluateQueries, readEvalQueries, share } from './evaluate-queries';

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
