import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobDetail } from '@irreplaceable/contracts/jobs/job';
import type { ChinaWagesFile } from '@irreplaceable/analyst/knowledge/china-wage-types';
import { KNOWLEDGE_DATA_DIR } from '@irreplaceable/analyst/knowledge/load-knowledge';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { searchAndWait } from '../../test/jobs-fixtures';

/** The committed data, read here on its own so the API is checked against the file, not itself. */
const data = JSON.parse(
  fs.readFileSync(path.join(KNOWLEDGE_DATA_DIR, 'china-wages.json'), 'utf8'),
) as ChinaWagesFile;

describe.each(databaseKinds)('China wage levels on job pages (%s)', (kind) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const title of ['Software Engineer', 'Roofer']) {
      const { task } = await searchAndWait(t.app, title);
      ids[title] = task.search_result!.generating_jobs[0]!.job_id!;
    }
  });
  afterAll(() => t.close());

  const page = async (id: number, language: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/jobs/${id}`,
        headers: { 'accept-language': language },
      })
    ).json<TJobDetail>();

  const latest = data.national.filter((n) => n.nonPrivate !== null && n.private !== null).at(-1)!;

  it('gives a covered occupation its levels per release, with region, release and year', async () => {
    const zh = await page(ids['Software Engineer']!, 'zh-CN');
    expect(zh.basis.occupation.code).toBe('15-1252.00');
    expect(zh.china_wages.status).toBe('covered');

    const shandong = data.releases.find((r) => r.id === 'sd-2024-digital')!;
    const row = data.levels.find(
      (l) => l.release === shandong.id && l.cscoName === '计算机软件工程技术人员',
    )!;
    const level = zh.china_wages.levels.find(
      (l) => l.region === '山东省' && l.csco_name === '计算机软件工程技术人员',
    );
    expect(level).toEqual({
      region: '山东省',
      region_scope: 'province',
      release: `${shandong.publisher}《${shandong.title}》`,
      year: 2024,
      csco_code: '2-02-10-03',
      csco_name: '计算机软件工程技术人员',
      match: 'same',
      p25: row.p25,
      p50: row.p50,
      p75: row.p75,
    });
    // The provincial release is labelled with the province, never its capital.
    expect(zh.china_wages.levels.map((l) => l.region)).not.toContain('济南');
    // Hangzhou's release is left out by the build: none of its rows reaches a page.
    expect(zh.china_wages.levels.map((l) => l.region)).not.toContain('杭州市');
    expect(zh.china_wages.national_average).toMatchObject({
      year: latest.year,
      non_private_annual: latest.nonPrivate,
      non_private_monthly: Math.round(latest.nonPrivate! / 12),
      private_monthly: Math.round(latest.private! / 12),
    });
    expect(zh.china_wages.national_average!.source).toMatch(/国家统计局/);

    const en = await page(ids['Software Engineer']!, 'en');
    expect(en.china_wages.levels.map((l) => l.p50)).toEqual(
      zh.china_wages.levels.map((l) => l.p50),
    );
    expect(en.china_wages.levels.find((l) => l.p50 === row.p50)?.region).toBe('Shandong');
  });

  it('says no release covers an occupation, and still gives the national average', async () => {
    const zh = await page(ids['Roofer']!, 'zh-CN');
    expect(zh.basis.occupation.code).toBe('47-2181.00');
    expect(zh.china_wages).toEqual({
      status: 'none',
      levels: [],
      national_average: expect.objectContaining({
        year: latest.year,
        private_annual: latest.private,
      }),
    });
  });
});
