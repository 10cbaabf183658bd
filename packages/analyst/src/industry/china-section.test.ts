import { describe, expect, it } from 'vitest';
import { chinaSectionFor, presentChinaSection } from './china-section';
import { loadIndustries } from './industry-base';

const base = loadIndustries();

describe('China’s figures for the industry’s GB/T section', () => {
  it('follows our GB/T links to the section the industry belongs to', () => {
    expect(chinaSectionFor('3361', base)?.section).toBe('C');
    expect(chinaSectionFor('336110', base)?.section).toBe('C');
    // Chips link to manufacturing and to information services; manufacturing weighs more.
    expect(chinaSectionFor('334413', base)?.section).toBe('C');
    expect(chinaSectionFor('485310', base)?.section).toBe('G');
    expect(chinaSectionFor('541110', base)?.section).toBe('L');
    expect(chinaSectionFor('62', base)?.section).toBe('Q');
  });

  it('gives the section’s latest NBS year with its employment since the re-basing', () => {
    const manufacturing = presentChinaSection('3361', base)!;
    expect(manufacturing).toMatchObject({
      gbt_section: 'C',
      name_zh: '制造业',
      name_en: 'Manufacturing',
      year: 2024,
      employment_10k: 3681.8,
      trend_from: 2013,
    });
    expect(manufacturing.employment_trend[0]).toMatchObject({ year: 2013 });
    expect(manufacturing.employment_trend.at(-1)).toEqual({ year: 2024, employment_10k: 3681.8 });
    expect(manufacturing.employment_change_pct).toBeLessThan(0);
    expect(manufacturing.avg_wage_non_private).toBeGreaterThan(100_000);
    expect(manufacturing.avg_wage_private).toBeGreaterThan(50_000);
  });
});

describe('NBS series', () => {
  it('reach their sections by name, not by the order NBS lists them in', () => {
    // NBS lists transport, IT, then trade; the standard orders them F trade, G transport, I IT.
    const it = presentChinaSection('5132', base)!;
    expect(it).toMatchObject({
      gbt_section: 'I',
      employment_10k: 553.4,
      avg_wage_non_private: 238_966,
    });
    expect(base.china.total.employment.at(-1)).toEqual([2024, 16511.2]);
  });
});
