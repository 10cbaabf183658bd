import { describe, expect, it } from 'vitest';
import { INDUSTRY_ANALYSIS } from '@irreplaceable/contracts/constants';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { analyzeIndustry } from './analyze-industry';
import { chooseStaffing } from './choose-staffing';
import { loadIndustries } from './industry-base';
import { presentIndustryRecord } from './present-industry';

const knowledge = loadKnowledge();
const base = loadIndustries();
const asOf = '2026-12';

describe('staffing at the finest level published', () => {
  it('uses a five- or six-digit industry’s full staffing where OEWS publishes it', () => {
    const engineering = chooseStaffing('541330', base);
    expect(engineering).toMatchObject({ level: 'detailed', code: '54133' });
    expect(engineering.full.code).toBe('54133');
    expect(engineering.coversPct).toBeGreaterThan(90);
  });

  it('names a law office’s own occupations and sums over its three-digit industry', () => {
    const lawyers = chooseStaffing('541110', base);
    expect(lawyers).toMatchObject({ level: 'top10_4digit', code: '5411' });
    expect(lawyers.named.slice(0, 3).map((row) => row.soc)).toEqual([
      '23-1011',
      '23-2011',
      '43-6012',
    ]);
    expect(lawyers.full).toMatchObject({ level: '3digit', code: '541' });
    expect(lawyers.coversPct).toBeGreaterThan(32);
    expect(lawyers.coversPct).toBeLessThan(96);
  });

  it('falls back to the three-digit industry, then the sector', () => {
    expect(chooseStaffing('622', base)).toMatchObject({ level: '3digit', code: '622' });
    expect(chooseStaffing('62', base)).toMatchObject({ level: 'sector', code: '62' });
  });

  it('sizes the industry at its own code from QCEW, all owners summed', () => {
    const record = analyzeIndustry('541110', knowledge, base, { asOf });
    expect(record.employment).toMatchObject({ source: 'qcew', total: 1_099_461 });
    const en = presentIndustryRecord(record, 'en', knowledge, base);
    expect(en.summary).toMatch(/^Offices of Lawyers employs about 1\.1 million people/);
    expect(en.occupations[0]).toMatchObject({ title: 'Lawyers', employment: null });
  });

  it('says where self-employed app drivers and riders are missing from both surveys', () => {
    const present = (code: string) =>
      presentIndustryRecord(
        analyzeIndustry(code, knowledge, base, { asOf }),
        'zh',
        knowledge,
        base,
      );
    expect(present('485310').industry.uncounted_self_employed).toBe(true);
    expect(present('492210').industry.uncounted_self_employed).toBe(true);
    expect(present('541110').industry.uncounted_self_employed).toBe(false);
  });
});

describe('records stored before staffing levels', () => {
  it('are read as the sector’s staffing, with no wages made up', () => {
    const record = analyzeIndustry('622', knowledge, base, { asOf });
    const { staffing: _staffing, ...rest } = record;
    const stored = {
      ...rest,
      version: 1,
      sectorWide: true,
      employment: { total: 123, meanAnnual: 45_000, medianAnnual: 40_000 },
      occupations: record.occupations.map(({ meanAnnual: _m, meanTopCoded: _t, ...line }) => line),
    } as unknown as typeof record;
    const en = presentIndustryRecord(stored, 'en', knowledge, base);
    expect(en.industry.staffing).toMatchObject({ level: 'sector', code: '62', summed_code: '62' });
    expect(en.employment).toEqual({
      source: 'oews',
      total: 123,
      mean_wage: 45_000,
      establishments: null,
    });
    expect(en.occupations.every((o) => o.mean_wage === null)).toBe(true);
  });
});

describe('ways in and growth', () => {
  it('come only from occupations holding at least 0.5 % of the industry’s jobs', () => {
    for (const code of ['334413', '541330', '622', '485310', '722511', '23', '5132']) {
      const record = analyzeIndustry(code, knowledge, base, { asOf });
      const share = new Map(record.occupations.map((o) => [o.code, o.share ?? 0]));
      const listed = [
        ...record.entry.lowPreparation,
        ...record.entry.bestOutlook,
        ...record.growing,
        ...record.shrinking,
      ];
      for (const occupation of listed) {
        expect(share.get(occupation), `${code} ${occupation}`).toBeGreaterThanOrEqual(
          100 * INDUSTRY_ANALYSIS.minEntryShare,
        );
      }
    }
  });
});
