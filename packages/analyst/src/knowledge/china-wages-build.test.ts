/**
 * The China wage-level build (scripts/knowledge/assemble-china-wages.ts, rules CW1–CW5): faulty
 * rows are left out with their reasons, and no figure of a row left out reaches the output.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assembleChinaWages,
  exclusionReason,
  monthlyFloors,
  normaliseOccupationName,
} from '../../../../scripts/knowledge/assemble-china-wages';
import { readReleases } from '../../../../scripts/knowledge/sources/china-wage-editorial';
import { readWageLevels } from '../../../../scripts/knowledge/sources/china-wages';
import type { ChinaWagesFile } from './china-wage-types';
import { KNOWLEDGE_DATA_DIR, loadKnowledge } from './load-knowledge';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const EDITORIAL_DIR = path.join(REPO_ROOT, 'scripts/knowledge/editorial');
const SOURCE_DIR = path.resolve(
  process.env.KNOWLEDGE_SOURCE_DIR ?? path.join(REPO_ROOT, '../shared/data'),
);
const HAS_SOURCES = fs.existsSync(path.join(SOURCE_DIR, 'china-wage-levels'));

describe('China wage rules', () => {
  const release = { fault: null };
  it('leaves out a faulty release, a missing median, a median under the floor, percentiles out of order', () => {
    expect(
      exclusionReason(
        { p25: 1, p50: 2, p75: 3 },
        { fault: { en: 'ten times too small', zh: '小了十倍' } },
        0,
      ),
    ).toBe('release-fault');
    expect(exclusionReason({ p25: 5000, p50: null, p75: 9000 }, release, 1900)).toBe('no-median');
    expect(exclusionReason({ p25: 1, p50: 1, p75: 1 }, release, 1900)).toBe('below-floor');
    expect(exclusionReason({ p25: 7000, p50: 6000, p75: 9000 }, release, 1900)).toBe(
      'percentiles-out-of-order',
    );
    expect(exclusionReason({ p25: 5000, p50: 6000, p75: 5500 }, release, 1900)).toBe(
      'percentiles-out-of-order',
    );
    expect(exclusionReason({ p25: null, p50: 8167, p75: null }, release, 1900)).toBeNull();
  });

  it('sets the floor at a third of the year’s private-sector average month', () => {
    const floors = monthlyFloors([
      { year: 2024, nonPrivate: 124110, private: 69476, scaleAboveEnterprise: null },
      { year: 2015, nonPrivate: 62029, private: null, scaleAboveEnterprise: null },
    ]);
    expect(floors).toEqual(new Map([[2024, Math.round(69476 / 12 / 3)]]));
  });

  it('reads names without footnote stars, control characters and the S/L flags', () => {
    expect(normaliseOccupationName('计算机软件工程技术人员S')).toBe('计算机软件工程技术人员');
    expect(normaliseOccupationName('教学人员*')).toBe('教学人员');
    expect(normaliseOccupationName('新闻出版\u0012文化专业人员')).toBe('新闻出版文化专业人员');
  });
});

describe.skipIf(!HAS_SOURCES)('China wage build (needs ../shared/data)', () => {
  // Built in beforeAll: a skipped suite's body still runs to collect its tests.
  const issues = { messages: [] as string[] };
  let built: ChinaWagesFile;
  let committed: ChinaWagesFile;
  beforeAll(() => {
    const knowledge = loadKnowledge();
    const codes = new Set(knowledge.occupations.map((o) => o.code));
    built = assembleChinaWages(
      SOURCE_DIR,
      EDITORIAL_DIR,
      { csco: knowledge.csco, isOnet: (code) => codes.has(code) },
      issues,
    );
    committed = JSON.parse(
      fs.readFileSync(path.join(KNOWLEDGE_DATA_DIR, 'china-wages.json'), 'utf8'),
    ) as ChinaWagesFile;
  });

  it('is what is committed, and the editorial tables have no problems', () => {
    expect(issues.messages).toEqual([]);
    expect(committed).toEqual(built);
  });

  it('leaves out every Hangzhou row and the Jiaxing 1/1/1 row, with reasons', () => {
    const hangzhou = built.exclusions.filter((e) => e.release === 'hz-2023');
    expect(hangzhou).toHaveLength(15);
    expect(new Set(hangzhou.map((e) => e.reason))).toEqual(new Set(['release-fault']));
    expect(built.releases.find((r) => r.id === 'hz-2023')).toMatchObject({ rowsUsed: 0 });
    expect(built.exclusions).toContainEqual({
      release: 'jx-2024',
      name: '信息传输、软件和信息技术服务业',
      reason: 'below-floor',
    });
    expect(built.coverage.rowsRead).toBe(built.coverage.rowsUsed + built.coverage.rowsExcluded);
  });

  it('writes no figure of a row it left out', () => {
    const releases = readReleases(EDITORIAL_DIR, { messages: [] });
    const figures = (l: { p25: number | null; p50: number | null; p75: number | null }) =>
      `${l.p25}/${l.p50}/${l.p75}`;
    // Read from the source on its own: Hangzhou's rows and the 1/1/1 row.
    const faulty = readWageLevels(SOURCE_DIR).filter(
      (line) => releases.get(line.source)?.fault !== null || (line.p50 ?? 0) < 1000,
    );
    expect(faulty).toHaveLength(16);
    const kept = new Set(built.levels.map(figures));
    for (const line of faulty) expect(kept.has(figures(line)), figures(line)).toBe(false);
    expect(built.levels.some((l) => l.release === 'hz-2023' || l.p50 < 1000)).toBe(false);
    for (const exclusion of committed.exclusions) {
      expect(Object.keys(exclusion).sort()).toEqual(['name', 'reason', 'release']);
    }
  });

  it('keeps nulls where a release gives only the median', () => {
    const onlyMedian = built.levels.filter((l) => l.release === 'cy-2024');
    expect(onlyMedian.length).toBeGreaterThan(0);
    for (const level of onlyMedian) expect(level).toMatchObject({ p25: null, p75: null });
  });
});
