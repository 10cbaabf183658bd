import { describe, expect, it } from 'vitest';
import { histogram } from './histogram';

describe('histogram', () => {
  it('counts scores in bins from the lowest to the highest and marks the bin of a value', () => {
    const bins = histogram([-0.6, -0.1, 0, 0.1, 0.49, 0.5], 0.5, 0.2);
    expect(bins.map(({ from, to, count, isHere }) => [from, to, count, isHere])).toEqual([
      [-1, -0.5, 1, false],
      [-0.5, 0, 1, false],
      [0, 0.5, 3, true],
      [0.5, 1, 1, false],
    ]);
    expect(bins[0]!.label).toBe('−1');
  });

  it('has nothing to draw without scores', () => {
    expect(histogram([], 0.25, null)).toEqual([]);
  });
});
