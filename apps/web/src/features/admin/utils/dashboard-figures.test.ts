import { describe, expect, it } from 'vitest';
import { formatDayShort, formatSgdCents, niceTicks, weeklyTicks } from './dashboard-figures';

describe('dashboard figures', () => {
  it('writes money as Singapore dollars with two decimals in both languages', () => {
    expect(formatSgdCents(123_450, 'en')).toBe('S$1,234.50');
    expect(formatSgdCents(0, 'zh')).toBe('S$0.00');
  });

  it('names a UTC day on the axis the way each language does', () => {
    expect(formatDayShort('2025-11-02', 'en')).toBe('Nov 2');
    expect(formatDayShort('2025-11-02', 'zh')).toBe('11月2日');
  });

  it('steps the axis by round numbers, whole ones for counts', () => {
    expect(niceTicks(321)).toEqual([0, 100, 200, 300, 400]);
    expect(niceTicks(1_180)).toEqual([0, 500, 1_000, 1_500]);
    expect(niceTicks(23)).toEqual([0, 10, 20, 30]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(2)).toEqual([0, 1, 2]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });

  it('puts a tick on today and every seventh day before it', () => {
    const days = Array.from({ length: 30 }, (_, index) => ({
      day: `d${index}`,
      values: {} as never,
    }));
    expect(weeklyTicks(days)).toEqual(['d1', 'd8', 'd15', 'd22', 'd29']);
  });
});
