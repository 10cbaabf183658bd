import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobDetail } from '@irreplaceable/contracts/jobs/job';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { searchAndWait } from '../../test/jobs-fixtures';

describe.each(databaseKinds)('observed AI use on a job page (%s)', (kind) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const title of ['Computer Programmer', 'Registered Nurse']) {
      const { task } = await searchAndWait(t.app, title);
      ids[title] = task.search_result!.generating_jobs[0]!.job_id!;
    }
  });
  afterAll(() => t.close());

  const page = async (title: string, language = 'en') =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/jobs/${ids[title]}`,
        headers: { 'accept-language': language },
      })
    ).json<TJobDetail>();

  it('lists observed exposure among the studies, for reference only', async () => {
    const en = await page('Computer Programmer');
    expect(en.evidence.occupation.code).toBe('15-1251.00');
    const observed = en.evidence.studies.find((s) => s.study === 'anthropic_observed_2026');
    expect(observed).toMatchObject({ raw_value: 0.7451, weight: 0, contribution: 0 });
    expect(observed!.note).toMatch(/observed/);
    expect(en.evidence.formula_version).toBe('exposure-2026.1');
  });

  it('says which tasks people hand to AI and which they do with it, most used first', async () => {
    const { ai_use_by_task: use } = await page('Computer Programmer');
    expect(use!.source).toBe('Anthropic Economic Index');
    expect(use!.tasks.length).toBeGreaterThanOrEqual(3);
    expect(use!.tasks.length).toBeLessThanOrEqual(10);
    for (const task of use!.tasks) {
      expect(task.automation + task.augmentation).toBeCloseTo(1, 3);
      expect(task.mode).toBe(task.automation >= 0.5 ? 'delegated' : 'collaborative');
    }
    const shares = use!.tasks.map((task) => task.share_of_use);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    expect(use!.tasks[0]!.task).toMatch(/^Write, update, and maintain computer programs/);
    expect(use!.tasks[0]!.task_type).toBe('core');
    // The advice: stop spending hours on what people delegate, learn the tools for what they do
    // with AI, and stay needed where nobody brings a core task to AI.
    expect(use!.advice.map((a) => a.kind)).toEqual(['delegate', 'learn', 'stay']);
    expect(use!.advice[0]!.text).toMatch(/^Stop spending hours on “Write, update, and maintain/);
    expect(use!.advice[2]!.text).toContain(use!.unseen_tasks[0]!.task.replace(/\.$/, ''));
  });

  it('shows how exposure moved year by year, 2010 to 2023', async () => {
    for (const title of ['Computer Programmer', 'Registered Nurse']) {
      const { exposure_trend: trend } = await page(title);
      expect(trend!.source).toBe('DAIOE');
      expect(trend!.points.map((p) => p.year)).toEqual(
        Array.from({ length: 14 }, (_, i) => 2010 + i),
      );
      expect(trend!.points.at(-1)!.value).toBeGreaterThan(trend!.points[0]!.value);
      expect(trend!.summary).toMatch(/percentile/);
    }
    const nurse = (await page('Registered Nurse')).exposure_trend!;
    expect(nurse.basis).toBe('same');
    expect(nurse.points[0]).toEqual({ year: 2010, value: 0.2119, percentile: 22.6 });
  });

  it('words all three in Chinese on the Chinese page, with the same figures', async () => {
    const zh = await page('Computer Programmer', 'zh');
    const en = await page('Computer Programmer');
    const han = /\p{Script=Han}/u;
    const observed = zh.evidence.studies.find((s) => s.study === 'anthropic_observed_2026')!;
    expect(observed.raw_value).toBe(0.7451);
    expect(observed.note).toMatch(han);
    expect(zh.ai_use_by_task!.summary).toMatch(han);
    expect(zh.ai_use_by_task!.tasks[0]!.task_zh).toMatch(han);
    expect(zh.ai_use_by_task!.tasks[0]!.task_zh_source).toBe('translation');
    expect(zh.ai_use_by_task!.tasks.map((t) => t.share_of_use)).toEqual(
      en.ai_use_by_task!.tasks.map((t) => t.share_of_use),
    );
    expect(zh.exposure_trend!.summary).toMatch(han);
    expect(zh.ai_use_by_task!.advice.map((a) => a.text).join('')).toMatch(
      /交给 AI 代劳.*与 AI 协作.*尚未用到 AI/,
    );
    expect(zh.exposure_trend!.points).toEqual(en.exposure_trend!.points);
  });

  it('weaves the tasks into the page’s written advice, with the figures of their bars', async () => {
    for (const language of ['en', 'zh'] as const) {
      const job = await page('Computer Programmer', language);
      const delegated = job.ai_use_by_task!.tasks.find((task) => task.mode === 'delegated')!;
      const pct = Math.round(100 * delegated.automation);
      expect(job.human_advice).toContain(
        language === 'zh'
          ? `“${delegated.task_zh}”直接交给 AI 代劳（相关对话中占 ${pct}%）`
          : `“${delegated.task.replace(/\.$/, '')}” over to AI (${pct}% of the conversations`,
      );
    }
  });
});
