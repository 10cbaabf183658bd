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

  it('finds the GB/T classes of an industry under any code NAICS repeats it under', () => {
    expect(gbtFor(base, '513210').map((gbt) => gbt.code)).toEqual(
      gbtFor(base, '5132').map((gbt) => gbt.code),
    );
    expect(gbtFor(base, '513210').length).toBeGreaterThan(0);
  });
});
