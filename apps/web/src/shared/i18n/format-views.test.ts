import { describe, expect, it } from 'vitest';
import { formatViews } from './format-views';

describe('formatViews', () => {
  it('abbreviates with k from 1,000 and M from 1,000,000', () => {
    expect(formatViews(0)).toBe('0');
    expect(formatViews(999)).toBe('999');
    expect(formatViews(1_000)).toBe('1k');
    expect(formatViews(1_250)).toBe('1.2k');
    expect(formatViews(999_999)).toBe('999.9k');
    expect(formatViews(1_000_000)).toBe('1M');
    expect(formatViews(2_560_000)).toBe('2.5M');
  });
});
