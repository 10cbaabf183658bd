import { describe, expect, it } from 'vitest';
import { formatDate, formatMonth } from './dates';
import { formatDateTime } from './format-date-time';
import { formatRelative } from './relative-time';

const NOW = Date.UTC(2025, 5, 30, 12, 0, 0);
const HOUR = 60 * 60_000;

describe('date formatting', () => {
  it('formats a calendar date in each language', () => {
    expect(formatDate('2025-11-22T10:00:00Z', 'en')).toBe('November 22, 2025');
    expect(formatDate('2025-11-22T10:00:00Z', 'zh')).toBe('2025 年 11 月 22 日');
    expect(formatMonth('2025-11-22T10:00:00Z', 'en')).toBe('November 2025');
    expect(formatMonth('2025-11-22T10:00:00Z', 'zh')).toBe('2025 年 11 月');
  });

  it('writes Chinese dates and times with a space between the figures and the characters', () => {
    expect(formatDateTime('2025-11-22T10:00:00Z', 'zh')).toMatch(
      /^2025 年 11 月 22 日 \d{2}:\d{2}$/,
    );
    expect(formatRelative(NOW - 5 * 24 * HOUR, 'zh', NOW)).toBe('5 天前');
    expect(formatRelative(NOW - 65 * 24 * HOUR, 'zh', NOW)).toBe('2 个月前');
  });

  it('says how long ago in months, days or hours', () => {
    expect(formatRelative(NOW - 3 * HOUR, 'en', NOW)).toBe('3 hours ago');
    expect(formatRelative(NOW - 2 * 24 * HOUR, 'en', NOW)).toBe('2 days ago');
    expect(formatRelative(NOW - 65 * 24 * HOUR, 'en', NOW)).toBe('2 months ago');
    expect(formatRelative(NOW - 2 * 24 * HOUR, 'zh', NOW)).toBe('前天');
    expect(formatRelative(NOW - 5 * HOUR, 'zh', NOW)).toBe('5 小时前');
  });

  it('leaves under an hour to the caller ("just now")', () => {
    expect(formatRelative(NOW - 10 * 60_000, 'en', NOW)).toBeNull();
  });
});
