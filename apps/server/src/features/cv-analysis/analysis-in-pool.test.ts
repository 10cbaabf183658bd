import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TErrorResponse } from '@irreplaceable/contracts/common/error-response';
import type { TCvAnalysisResponse } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import { analyzeCv } from '@irreplaceable/analyst/cv/analyze-cv';
import { loadKnowledge } from '@irreplaceable/analyst/knowledge/load-knowledge';
import { personalAnalyses } from '../../db/schema';
import { analysisWhenDone, pasteCv } from '../../test/cv-fixtures';
import { bearer } from '../../test/factories';
import { signInUser } from '../../test/news-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const CV = `Jane Doe
Accountant, Acme Corp, Mar 2017 - present
- Month-end close, reconciliations, US GAAP, accounts payable and receivable
- Prepared quarterly financial statements and audit schedules
Junior Accountant, Baker & Co, Jul 2015 - Feb 2017
- Bank reconciliations, invoices, expense reports
B.S. Accounting, University of Ohio, 2015
Skills: Excel, QuickBooks, SAP`;

/** The work pool's child processes this test process started (Linux: read from /proc). */
function poolChildren(): number[] {
  const pids: number[] = [];
  for (const task of fs.readdirSync('/proc/self/task')) {
    const listed = fs.readFileSync(`/proc/self/task/${task}/children`, 'utf8').trim();
    if (listed) pids.push(...listed.split(/\s+/).map(Number));
  }
  return pids.filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('platform/work/child');
    } catch {
      return false;
    }
  });
}

/**
 * The built-in analyst's work runs in the work pool's child processes: a request never waits on
 * someone else's analysis, and a pool with no room refuses a new one before anything is charged.
 * No clock decides these tests: the child is paused mid-analysis (SIGSTOP), so the analysis is
 * certainly still running while the server answers.
 */
describe('analyses in the work pool', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { RATE_LIMIT_MAX: '100000', WORK_POOL_SIZE: '1', WORK_QUEUE_MAX: '0' },
    });
  }, 180_000);
  afterAll(async () => t?.close());

  /** Starts a CV analysis and pauses the child that runs it; answers its id and the child. */
  async function pausedAnalysis() {
    const reader = await signInUser(t.app);
    const started = await pasteCv(t.app, reader.token, CV);
    expect(started.statusCode).toBe(200);
    const id = started.json<{ id: string }>().id;
    await expect
      .poll(() => t.app.analystWork.stats().running, { timeout: 60_000, interval: 2 })
      .toBe(1);
    const children = poolChildren();
    expect(children).toHaveLength(1);
    const child = children[0]!;
    process.kill(child, 'SIGSTOP');
    // Paused with the job in hand: the analysis cannot finish until it is let go.
    expect(t.app.analystWork.stats().running).toBe(1);
    return { reader, id, child };
  }

  it('answers health and the person’s own reads while their analysis runs in another process, with the same result', async () => {
    const { reader, id, child } = await pausedAnalysis();
    try {
      expect(child).not.toBe(process.pid);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      const meanwhile = await t.app.inject({
        method: 'GET',
        url: `/api/cv-analysis/${id}`,
        headers: bearer(reader.token),
      });
      expect(meanwhile.json<TCvAnalysisResponse>().status).toBe('processing');
    } finally {
      process.kill(child, 'SIGCONT');
    }
    expect(await analysisWhenDone(t.app, reader.token, id)).toMatchObject({ status: 'completed' });

    // The record kept is the one the analyst makes on this thread from the same text and month.
    const [row] = await t.database.db
      .select()
      .from(personalAnalyses)
      .where(eq(personalAnalyses.id, id));
    const asOf = { year: row!.createdAt.getUTCFullYear(), month: row!.createdAt.getUTCMonth() + 1 };
    const here = analyzeCv(CV, loadKnowledge(), { asOf, withGapPlan: false });
    expect(here.kind).toBe('analysis');
    if (here.kind === 'analysis') {
      expect(row!.result).toEqual(JSON.parse(JSON.stringify(here.record)));
    }
  }, 180_000);

  it('refuses a new analysis with 503 and a time to retry while the pool is full, charging nothing', async () => {
    const { reader, id, child } = await pausedAnalysis();
    try {
      const other = await signInUser(t.app);
      const cv = await pasteCv(t.app, other.token, CV);
      expect(cv.statusCode).toBe(503);
      expect(cv.json<TErrorResponse>().error_type).toBe('server_busy');
      expect(Number(cv.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(cv.json<TErrorResponse>().detail).toContain('busy with other work');

      const industry = await t.app.inject({
        method: 'POST',
        url: '/api/industry-analysis',
        headers: { ...bearer(other.token), 'accept-language': 'zh' },
        payload: { industry_code: '622', mode: 'free', language: 'zh' },
      });
      expect(industry.statusCode).toBe(503);
      expect(Number(industry.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(industry.json<TErrorResponse>().detail).toContain('服务器正在处理其他任务');

      // Nothing kept, and today's free analyses are still theirs.
      const kept = await t.database.db
        .select()
        .from(personalAnalyses)
        .where(eq(personalAnalyses.userId, other.user.id));
      expect(kept).toEqual([]);
    } finally {
      process.kill(child, 'SIGCONT');
    }
    expect(await analysisWhenDone(t.app, reader.token, id)).toMatchObject({ status: 'completed' });
  }, 180_000);
});
