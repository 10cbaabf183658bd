import { describe, expect, it } from 'vitest';
import { loadChinaWages } from './china-wages';
import { chinaWagesMethodology } from './china-wages-methodology';

describe('the methodology section on China wage levels', () => {
  const base = loadChinaWages();
  const { coverage, releases } = base.file;

  it('counts occupations, rows and releases from the data, in both languages', () => {
    const en = chinaWagesMethodology(base, 'en');
    const zh = chinaWagesMethodology(base, 'zh');
    expect(en).toContain(`**${coverage.occupationsCovered} occupations**`);
    expect(zh).toContain(`**${coverage.occupationsCovered} 个职业**`);
    expect(en).toContain(`Rows left out: ${coverage.rowsExcluded} of ${coverage.rowsRead}`);
    expect(zh).toContain(`${coverage.rowsRead} 行中剔除 ${coverage.rowsExcluded} 行`);
    for (const release of releases) {
      const row = `| ${release.publisher}《${release.title}》 |`;
      expect(en).toContain(row);
      expect(zh).toContain(`${row} ${release.region} | ${release.year} | ${release.rowsRead} |`);
    }
  });

  it('gives every reason a row was left out, with the faulty release named', () => {
    const en = chinaWagesMethodology(base, 'en');
    const zh = chinaWagesMethodology(base, 'zh');
    expect(en).toMatch(
      /- 15 rows: their whole release is left out \(Hangzhou 2023: figures about ten times/,
    );
    expect(en).toContain('- 1 row: a median under a third of the national private-sector average');
    expect(zh).toMatch(/- 15 行：整份发布不用（杭州市2023年：/);
    expect(zh).toContain('重复行');
  });
});
