import { zhCount, zhPercent } from '@irreplaceable/contracts/common/chinese-style';
import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { analyzeIndustry } from './analyze-industry';
import { loadIndustries } from './industry-base';
import { gbtFor, presentIndustryRecord } from './present-industry';

const knowledge = loadKnowledge();
const base = loadIndustries();

describe('industry summary words', () => {
  it('joins the largest occupations as a list read aloud, in each language', () => {
    const record = analyzeIndustry('62', knowledge, base, { asOf: '2026-11' });
    const en = presentIndustryRecord(record, 'en', knowledge, base).summary;
    const zh = presentIndustryRecord(record, 'zh', knowledge, base).summary;
    expect(en).toMatch(/largest occupations are [^;.]+, [^;.]+ and [^;.,]+\./);
    expect(zh).toMatch(/人数最多的职业是[^。]+、[^。]+和[^。、]+。/);
  });

  it('writes each figure as the page’s tiles do, to one decimal in 万 and in per cent', () => {
    // Restaurants employ well over a million; their staffing names the ten largest occupations.
    for (const code of ['722511', '541110', '62']) {
      const record = analyzeIndustry(code, knowledge, base, { asOf: '2026-11' });
      const result = presentIndustryRecord(record, 'zh', knowledge, base);
      expect(result.summary).toContain(`约有 ${zhCount(result.employment.total)}名从业者`);
      expect(result.summary).toContain(`${zhPercent(result.highly_exposed_share_pct)} 的从业者`);
      if (result.industry.staffing.level === 'top10_4digit')
        expect(result.summary).toContain(
          `合占其就业的 ${zhPercent(result.industry.staffing.covers_pct)}`,
        );
      const en = presentIndustryRecord(record, 'en', knowledge, base);
      expect(en.summary).toContain(`; ${zhPercent(en.highly_exposed_share_pct)} of those workers`);
    }
  });

  it('finds the GB/T classes of an industry under any code NAICS repeats it under', () => {
    expect(gbtFor(base, '513210').map((gbt) => gbt.code)).toEqual(
      gbtFor(base, '5132').map((gbt) => gbt.code),
    );
    expect(gbtFor(base, '513210').length).toBeGreaterThan(0);
  });
});
