import { describe, expect, it } from 'vitest';
import { loadAiUse } from './ai-use';

// The joins behind ai-use.json (MAPPING.md, rules U1–U3), against the counts stated there.
describe('the observed-use joins', () => {
  const data = loadAiUse();
  const counts = data.file.counts;

  it('matches task statements of both samples to O*NET 29.3', () => {
    expect(counts['tasks.november']).toBe(3597);
    expect(counts['tasks.novemberMatched']).toBe(3004);
    expect(counts['tasks.march']).toBe(3364);
    expect(counts['tasks.marchMatched']).toBe(2800);
    expect(counts['tasks.marchOnlyMatched']).toBe(648);
    expect(counts['occupations.tasksCovered']).toBe(747);
    expect(counts['occupations.withTasks']).toBe(653);
    expect(counts['tasks.covered']).toBe(4876);
  });

  it('reaches reworded tasks through the Task ID that had the statement in O*NET 20.1', () => {
    // 280 November and 267 March statements no 29.3 task has; 443 of the tasks reached that way
    // have no statement of their own in either sample.
    expect(counts['tasks.novemberRecovered']).toBe(280);
    expect(counts['tasks.marchRecovered']).toBe(267);
    expect(counts['tasks.onetRecovered']).toBe(443);
    // Buyers' "Monitor and analyze sales records … buying patterns, company sales, and needed
    // inventory." (Task ID 66) is in the November sample as O*NET 20.1 worded it, "… and determine
    // what the company will sell and how much inventory is needed."
    const buyers = data.byCode.get('13-1022.00')!;
    expect(buyers.used.find((task) => task[0] === '66')?.[4]).toBe('2025-11');
  });

  it('joins observed exposure on the first 7 characters of the code, keeping 0 apart from missing', () => {
    expect(counts['observed.codes']).toBe(756);
    expect(counts['occupations.observed']).toBe(899);
    expect(counts['occupations.observedZero']).toBe(437);
    expect(data.observed.get('15-1251')).toBe(0.7451);
  });

  it('carries DAIOE through the crosswalk, with merged codes averaged and split codes marked', () => {
    expect(counts['trend.soc2018']).toBe(799);
    expect(counts['trend.mean']).toBe(24);
    expect(counts['trend.split']).toBe(61);
    expect(counts['trend.meanWithSplit']).toBe(15);
    expect(counts['occupations.trend']).toBe(944);
    for (const trend of data.file.trends) {
      expect(trend.values).toHaveLength(14);
      if (trend.basis === 'mean') expect(trend.from.length).toBeGreaterThan(1);
      else expect(trend.from).toHaveLength(1);
      if (trend.basis === 'split') expect(trend.from[0]![2]).toBe(true);
    }
    // Every part of a split 2010 code takes the same figures.
    const split = data.file.trends.filter((t) => t.basis === 'split');
    const bySource = new Map<string, string[]>();
    for (const trend of split) {
      const source = trend.from[0]![0];
      bySource.set(source, [...(bySource.get(source) ?? []), trend.soc]);
    }
    for (const socs of bySource.values()) {
      const first = data.trends.get(socs[0]!)!;
      for (const soc of socs) expect(data.trends.get(soc)!.values).toEqual(first.values);
    }
  });

  it('keeps shares that sum within the sample, and at most ten tasks per occupation', () => {
    for (const occupation of data.file.occupations) {
      expect(occupation.used.length).toBeLessThanOrEqual(10);
      for (const [, , share, automation] of occupation.used) {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(automation).toBeGreaterThanOrEqual(0);
        expect(automation).toBeLessThanOrEqual(1);
      }
    }
  });
});
