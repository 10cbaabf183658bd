import { describe, expect, it } from 'vitest';
import { giftResetTime } from './gift-reset-time';

const now = new Date('2026-12-07T15:30:00Z');

describe('giftResetTime', () => {
  it('gives midnight UTC on the reader’s own clock', () => {
    expect(giftResetTime('zh', 'Asia/Shanghai', now)).toBe('北京时间 8:00');
    expect(giftResetTime('zh', 'America/New_York', now)).toBe('当地时间 19:00');
    expect(giftResetTime('en', 'America/New_York', now)).toBe('7:00 PM');
    expect(giftResetTime('en', 'Europe/London', now)).toBe('12:00 AM');
    expect(giftResetTime('en', 'Asia/Kolkata', now)).toBe('5:30 AM');
  });
});
