import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './describe-failure';

describe('retryAfterMs', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it('reads seconds, an HTTP date, and the more precise retry-after-ms', () => {
    expect(retryAfterMs({ 'retry-after': '7' }, now)).toBe(7000);
    expect(retryAfterMs({ 'retry-after': 'Thu, 01 Jan 2026 00:00:30 GMT' }, now)).toBe(30_000);
    expect(retryAfterMs({ 'retry-after': '7', 'retry-after-ms': '6500' }, now)).toBe(6500);
  });

  it('ignores what it cannot read, and a date already past waits for nothing', () => {
    expect(retryAfterMs(undefined, now)).toBeUndefined();
    expect(retryAfterMs({ 'retry-after': 'soon' }, now)).toBeUndefined();
    expect(retryAfterMs({ 'retry-after': 'Wed, 31 Dec 2025 23:59:00 GMT' }, now)).toBe(0);
  });
});
