import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TErrorResponse } from '@irreplaceable/contracts/common/error-response';
import { SAMPLE_CV_EN } from '@irreplaceable/cv-pdf/testing/sample-cvs';
import { bearer } from '../../test/factories';
import { signInUser } from '../../test/news-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

type Reader = Awaited<ReturnType<typeof signInUser>>;

const WORDS = 'Led the regional operations team through a migration of every system. ';
const SUMMARY = WORDS.repeat(28).slice(0, 1_990);
const HIGHLIGHTS = Array.from({ length: 12 }, () => WORDS.repeat(4).slice(0, 290));

/** The sample CV with `jobs` long jobs and `projects` long projects. */
function career(jobs: number, projects = 0) {
  return {
    ...SAMPLE_CV_EN,
    work: Array.from({ length: jobs }, (_, i) => ({
      name: `Company ${i}`,
      position: 'Operations Manager',
      startDate: '2001',
      summary: SUMMARY,
      highlights: HIGHLIGHTS,
    })),
    projects: Array.from({ length: projects }, (_, i) => ({
      name: `Project ${i}`,
      description: SUMMARY,
      highlights: HIGHLIGHTS,
    })),
  };
}

describe('CV export limits', () => {
  let t: TestApp;
  let first: Reader;
  let second: Reader;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: {
        RATE_LIMIT_MAX: '100000',
        WORK_POOL_SIZE: '1',
        WORK_QUEUE_MAX: '0',
        WORK_JOBS_PER_USER: '1',
      },
    });
    first = await signInUser(t.app, 'export-first');
    second = await signInUser(t.app, 'export-second');
  }, 60_000);
  afterAll(async () => t?.close());

  const exportPdf = (reader: Reader, cv: unknown, language = 'en', template = 'classic') =>
    t.app.inject({
      method: 'POST',
      url: '/api/cv/pdf',
      payload: { cv, template, language, paper: 'a4' },
      headers: { ...bearer(reader.token), 'accept-language': language },
    });

  it('refuses a CV far past the page limit without drawing it, naming what to shorten', async () => {
    const started = Date.now();
    const english = await exportPdf(first, career(20, 20));
    expect(english.statusCode).toBe(422);
    const body = english.json<TErrorResponse>();
    expect(body.error_type).toBe('cv_too_long');
    expect(body.sections).toEqual(expect.arrayContaining(['work', 'projects']));
    expect(body.detail).toMatch(/at least \d+ pages; an exported PDF may have at most 10/);
    expect(body.detail).toContain('Work experience');
    const chinese = (await exportPdf(first, career(20, 20), 'zh')).json<TErrorResponse>();
    expect(chinese.detail).toMatch(/至少 \d+ 页，导出的 PDF 最多 10 页/);
    expect(chinese.detail).toContain('工作经历');
    // Refused from its words alone: no page was laid out.
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 60_000);

  it('refuses a CV whose drawing runs past the limit, with its page count', async () => {
    const response = await exportPdf(first, career(9), 'en', 'modern');
    expect(response.statusCode).toBe(422);
    const body = response.json<TErrorResponse>();
    expect(body.error_type).toBe('cv_too_long');
    expect(body.detail).toMatch(/runs to 1\d pages/);
    expect(body.sections).toEqual(['work']);
  }, 60_000);

  it('draws a CV within the limit', async () => {
    const response = await exportPdf(first, career(2));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
  }, 60_000);

  it('gives each person one export at a time, and refuses past a full queue with 503', async () => {
    const running = () => t.app.work.stats().running;
    const mine = exportPdf(first, SAMPLE_CV_EN);
    await expect.poll(running, { timeout: 30_000, interval: 5 }).toBe(1);
    const again = await exportPdf(first, SAMPLE_CV_EN, 'zh');
    expect(again.statusCode).toBe(429);
    expect((await mine).statusCode).toBe(200);
    expect(again.json<TErrorResponse>()).toMatchObject({ error_type: 'work_busy_user' });
    expect(again.json<TErrorResponse>().detail).toContain('正在读取或生成');
    expect(Number(again.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // One child, no room to wait: while it draws, another person's export is refused.
    const drawingNow = exportPdf(first, SAMPLE_CV_EN);
    await expect.poll(running, { timeout: 30_000, interval: 5 }).toBe(1);
    const refused = await exportPdf(second, SAMPLE_CV_EN);
    const drawing = await drawingNow;
    expect(drawing.statusCode).toBe(200);
    expect(refused.statusCode).toBe(503);
    expect(refused.json<TErrorResponse>()).toMatchObject({ error_type: 'server_busy' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  }, 60_000);
});
