/**
 * The industry build's rules and the figures it committed (packages/analyst/data/industries.json),
 * checked against what the sources say.
 */
import { describe, expect, it } from 'vitest';
import { nemIndustryPrefix } from '../../../../scripts/knowledge/assemble-industries';
import { classifyFactor } from '../../../../scripts/knowledge/sources/industries';
import { lineage, loadIndustries, related, sectorOf } from './industry-base';

describe('industry build rules', () => {
  it('reads the NAICS prefix of a NEM industry code', () => {
    expect(nemIndustryPrefix('441100')).toBe('4411');
    expect(nemIndustryPrefix('62210P')).toBe('6221');
    expect(nemIndustryPrefix('5220A1')).toBe('522');
    expect(nemIndustryPrefix('512130')).toBe('51213');
    expect(nemIndustryPrefix('999300')).toBe('92');
    expect(nemIndustryPrefix('TE1000')).toBeNull();
  });

  it('classifies a stated factor into kinds, a direction and drivers, keeping none of its words', () => {
    expect(
      classifyFactor(
        'Productivity change - share decreases as AI tools such as chatbots handle routine customer questions.',
      ),
    ).toEqual({ kinds: ['productivity'], direction: 'decrease', drivers: ['ai'] });
    expect(
      classifyFactor(
        'Demand change, capital/labor substitution -- share decreases as fewer shows are produced and as AI affects some subsets of the occupation.',
      ),
    ).toMatchObject({ kinds: ['demand', 'capital_labor'], direction: 'decrease' });
    expect(classifyFactor('Demand change- share increases as demand grows.')).toMatchObject({
      kinds: ['demand'],
      direction: 'increase',
      drivers: ['other'],
    });
  });

  it('places codes in their sector, ranges included', () => {
    expect(sectorOf('3361')).toBe('31-33');
    expect(sectorOf('455219')).toBe('44-45');
    expect(sectorOf('4921')).toBe('48-49');
    expect(sectorOf('5132')).toBe('51');
    expect(related('5132', '51')).toBe(true);
    expect(related('51', '513210')).toBe(true);
    expect(related('5132', '5182')).toBe(false);
  });
});

describe('committed industry data', () => {
  const base = loadIndustries();

  it('has the whole NAICS 2022 list with our Chinese name for every code, down to six digits', () => {
    expect(base.file.naics).toHaveLength(2125);
    const upper = base.file.naics.filter((n) => n.level <= 4);
    expect(upper).toHaveLength(424);
    expect(base.file.naics.filter((n) => !n.titleZh).map((n) => n.code)).toEqual([]);
    // A six-digit code with the title of its five-digit code is the same industry: one name.
    const sameAsParent = base.file.naics.filter((n) => {
      const parent = n.level === 6 && n.parent ? base.naics.get(n.parent) : undefined;
      return parent?.title === n.title && parent.titleZh !== n.titleZh;
    });
    expect(sameAsParent.map((n) => n.code)).toEqual([]);
    expect(base.naics.get('722511')?.titleZh).toBe('全服务餐厅');
    expect(lineage(base, '516210').map((n) => n.code)).toEqual([
      '516210',
      '51621',
      '5162',
      '516',
      '51',
    ]);
  });

  it('has the 20 OEWS May 2024 sectors, adding up to the national total', () => {
    expect(base.file.sectors).toHaveLength(20);
    const total = base.file.sectors.reduce((sum, s) => sum + s.employment, 0);
    expect(Math.abs(total - 154_187_380)).toBeLessThan(100);
    const information = base.sectors.get('51')!;
    const developers = information.occupations.find((o) => o.soc === '15-1252')!;
    expect(developers).toMatchObject({ employment: 330_980, pct: 11.35 });
    expect(base.sectors.get('92')?.oews).toBe('99');
  });

  it('maps Felten et al.’s 250 industries from NAICS 2017 to 2022, saying how', () => {
    expect(base.file.aiie).toHaveLength(250);
    const software = base.aiieByCode.get('5132')!;
    expect(software.map((r) => [r.oews, r.basis])).toEqual([['5112', 'renamed']]);
    const chemicals = base.file.aiie.filter((r) => r.oews === '3250');
    expect(chemicals.map((r) => r.covers)).toEqual(
      expect.arrayContaining([
        ['3255', '3256'],
        ['3251', '3252', '3253', '3259'],
      ]),
    );
    expect(base.file.aiie.find((r) => r.oews === '4541')?.basis).toBe('dissolved');
    expect(base.file.aiie.every((r) => r.lmAiie !== null)).toBe(true);
    expect(base.file.aiie.find((r) => r.oews === '5411')?.lmAiie).toBeCloseTo(2.199, 3);
  });

  it('links every GB/T 4754-2017 division to NAICS 2022', () => {
    expect(base.file.coverage.gbtDivisions).toBe(97);
    expect(base.file.coverage.gbtDivisionsLinked).toBe(97);
    expect(base.gbt.get('6513')?.name).toBe('应用软件开发');
    const sections = base.file.gbt.filter((record) => record.level === 1);
    expect(sections).toHaveLength(20);
    expect(sections.every((record) => record.links.length > 0)).toBe(true);
  });

  it('keeps BLS’s utilization factors as labels only, 49 of them citing AI', () => {
    expect(base.file.factors).toHaveLength(998);
    expect(base.file.factors.filter((f) => f.drivers.includes('ai')).length).toBeGreaterThanOrEqual(
      45,
    );
    for (const factor of base.file.factors) expect(Object.keys(factor)).not.toContain('text');
  });
});
