import { describe, expect, it } from 'vitest';
import { activityListEn, decimal, markdownSafe, sentenceStart, workerShare } from './format';

describe('text helpers', () => {
  it('escapes O*NET once for markdown, so it renders as written', () => {
    expect(markdownSafe('O*NET 53-3054.00 and O*NET rates')).toBe(
      'O\\*NET 53-3054.00 and O\\*NET rates',
    );
    expect(markdownSafe(markdownSafe('O*NET'))).toBe('O\\*NET');
  });

  it('separates task names holding commas with semicolons', () => {
    expect(activityListEn(['Inspect vehicles', 'Drive'])).toBe('*inspect vehicles* and *drive*');
    expect(
      activityListEn(['Load products, materials, or equipment', 'Move supplies', 'Drive']),
    ).toBe('*load products, materials, or equipment*; *move supplies*; and *drive*');
  });

  it('capitalises past opening emphasis', () => {
    expect(sentenceStart('*train others* happens between people.')).toBe(
      '*Train others* happens between people.',
    );
  });

  it('never says a share is all or none of the workers', () => {
    expect(workerShare(0.998, 'en')).toBe('over 99%');
    expect(workerShare(0.998, 'zh')).toBe('99%以上');
    expect(workerShare(0.42, 'en')).toBe('42%');
  });

  it('keeps the zeros of a whole number and drops only those after the point', () => {
    expect(decimal(9.8, 0)).toBe('10');
    expect(decimal(100, 0)).toBe('100');
    expect(decimal(1000, 0)).toBe('1000');
    expect(decimal(9.96, 1)).toBe('10');
    expect(decimal(3.25, 1)).toBe('3.3');
    expect(decimal(2.5, 2)).toBe('2.5');
    expect(decimal(-0.04, 1)).toBe('0');
    expect(decimal(-20, 0)).toBe('−20');
  });
});
