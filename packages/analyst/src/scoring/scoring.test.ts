import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { agreementWithStudies, spearman } from './agreement';
import { FORMULA_VERSION, buildStudyTables, scoreOccupation } from './formula';
import { PercentileTable } from './percentiles';

const knowledge = loadKnowledge();
const tables = buildStudyTables(knowledge.occupations);
const rateOf = (code: string) => {
  const occupation = knowledge.byCode.get(code);
  if (!occupation) throw new Error(`no occupation ${code}`);
  return scoreOccupation(occupation, tables);
};

describe('the AI replacement rate', () => {
  it('places the anchor occupations where the research does', () => {
    expect(rateOf('41-9041.00').aiReplacementRate).toBeGreaterThanOrEqual(60); // telemarketers
    expect(rateOf('43-9021.00').aiReplacementRate).toBeGreaterThanOrEqual(60); // data entry keyers
    for (const code of ['29-1242.00', '29-1243.00', '29-1249.00', '47-2181.00', '25-2011.00']) {
      // surgeons, roofers, preschool teachers
      expect(rateOf(code).aiReplacementRate, code).toBeLessThan(25);
    }
  });

  it('agrees with every weighted study in how it orders occupations', () => {
    const agreement = agreementWithStudies(
      knowledge.occupations,
      (occupation) => scoreOccupation(occupation, tables).aiReplacementRate,
    );
    for (const row of agreement) {
      expect(row.spearman, row.study).toBeGreaterThan(0.25);
    }
    // The unweighted studies still order occupations broadly the same way.
    expect(agreement.find((row) => row.study === 'lm_aioe')!.spearman).toBeGreaterThan(0.4);
    expect(agreement.find((row) => row.study === 'gpts_gpt4_beta')!.spearman).toBeGreaterThan(0.6);
  });

  it('is the complement of human irreplaceability and explains itself', () => {
    const score = rateOf('15-1252.00');
    expect(score.aiReplacementRate + score.humanIrreplaceability).toBe(100);
    const total = score.contributions.reduce((sum, item) => sum + item.contribution, 0);
    expect(Math.abs(total - score.aiReplacementRate)).toBeLessThanOrEqual(0.6);
    expect(score.contributions.find((c) => c.study === 'gpts_gpt4_beta')?.raw_value).toBeCloseTo(
      0.8684,
      3,
    );
    expect(score.confidence).toBe('high');
    expect(FORMULA_VERSION).toMatch(/^exposure-/);
  });

  it('handles missing studies explicitly and lowers the confidence', () => {
    const score = rateOf('15-2051.00'); // data scientists: new in SOC 2018
    const missing = score.contributions.filter((c) => c.raw_value === null).map((c) => c.study);
    expect(missing).toEqual(expect.arrayContaining(['frey_osborne', 'aioe', 'lm_aioe']));
    expect(score.contributions.find((c) => c.study === 'frey_osborne')).toMatchObject({
      contribution: 0,
      normalized: null,
      note: 'not covered by this study',
    });
    expect(score.weightedStudiesAvailable).toBe(3);
    expect(score.confidence).not.toBe('high');
  });

  it('gives every occupation a rate between 0 and 100, the same every time', () => {
    for (const occupation of knowledge.occupations) {
      const first = scoreOccupation(occupation, tables);
      expect(first.aiReplacementRate).toBeGreaterThanOrEqual(0);
      expect(first.aiReplacementRate).toBeLessThanOrEqual(100);
      expect(scoreOccupation(occupation, tables)).toEqual(first);
    }
  });
});

describe('rank statistics', () => {
  it('computes Spearman correlation with ties', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1);
    expect(spearman([1, 1, 2, 3], [5, 5, 6, 7])).toBeCloseTo(1);
  });

  it('maps percentiles and quantiles', () => {
    const table = new PercentileTable([0, 1, 2, 3, 4]);
    expect(table.percentile(2)).toBeCloseTo(0.5);
    expect(table.quantile(0.5)).toBeCloseTo(2);
    expect(table.quantile(1)).toBe(4);
  });
});
