import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { analystContext } from './analyst-context';
import { DEMAND_INDEX_FORMULA, demandIndex } from './demand-index';

const context = analystContext(loadKnowledge());
const average = context.labor.all;

describe('the demand index', () => {
  it('compares with the employment-weighted average computed from the data', () => {
    // BLS publishes about 3.1% growth for all occupations over 2024–34.
    expect(average.changePct).toBeGreaterThan(2.5);
    expect(average.changePct).toBeLessThan(4);
    expect(average.openingsRatePct).toBeGreaterThan(8);
    expect(average.openingsRatePct).toBeLessThan(14);
  });

  it('is 50 for a job that moves exactly with the market, and follows the documented formula', () => {
    const base = {
      nem: 'x',
      employment2024: 1000,
      employment2034: 0,
      change: 0,
      medianWage2024: null,
      medianWageTopCoded: false,
      education: null,
    };
    const atAverage = demandIndex(
      {
        ...base,
        changePct: average.changePct,
        openingsAnnual: (average.openingsRatePct / 100) * 1000,
      },
      average,
    );
    expect(atAverage.score).toBe(50);
    const growing = demandIndex(
      {
        ...base,
        changePct: average.changePct + 10,
        openingsAnnual: (average.openingsRatePct / 100) * 1000,
      },
      average,
    );
    expect(growing.growthScore).toBeCloseTo(75);
    expect(growing.score).toBe(
      Math.round(DEMAND_INDEX_FORMULA.growthWeight * 75 + DEMAND_INDEX_FORMULA.openingsWeight * 50),
    );
    // Components saturate: a collapse scores 0 on growth, whatever the size of the fall.
    const collapsing = demandIndex({ ...base, changePct: -60, openingsAnnual: 0 }, average);
    expect(collapsing.growthScore).toBe(0);
    expect(collapsing.score).toBe(
      Math.round(DEMAND_INDEX_FORMULA.openingsWeight * collapsing.openingsScore),
    );
  });

  it('ranks data scientists above roofers above word processors', () => {
    const scoreOf = (code: string) =>
      demandIndex(context.knowledge.byCode.get(code)!.projections!, average).score;
    expect(scoreOf('15-2051.00')).toBeGreaterThan(scoreOf('47-2181.00'));
    expect(scoreOf('47-2181.00')).toBeGreaterThan(scoreOf('43-9022.00'));
  });
});
