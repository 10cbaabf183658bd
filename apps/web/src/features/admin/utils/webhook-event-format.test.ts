import { describe, expect, it } from 'vitest';
import { formatEventTimeUtc, shortenId } from './webhook-event-format';

describe('shortenId', () => {
  it('keeps the first block of our UUIDs', () => {
    expect(shortenId('3f2a9c1e-4a43-4c59-9a51-7d1f1e2f9a01')).toBe('3f2a9c1e…');
  });

  it('keeps a provider id’s prefix and both ends', () => {
    expect(shortenId('evt_1A2b3C4d5E6f7G8h9I0jKlMn')).toBe('evt_1A2b3C4d…KlMn');
    expect(shortenId('cs_test_a1B2c3D4e5F6g7H8i9J0')).toBe('cs_test_a1B2c3D4…i9J0');
  });

  it('leaves a short id whole', () => {
    expect(shortenId('evt_123')).toBe('evt_123');
  });
});

describe('formatEventTimeUtc', () => {
  it('writes the moment in UTC, to the second', () => {
    expect(formatEventTimeUtc('2025-11-22T14:05:03.000Z', 'en')).toBe('Nov 22, 2025, 2:05:03 PM');
    expect(formatEventTimeUtc('2025-11-22T14:05:03.000Z', 'zh')).toBe('2025年11月22日 14:05:03');
  });

  it('shows what it cannot read as it is', () => {
    expect(formatEventTimeUtc('yesterday', 'en')).toBe('yesterday');
  });
});
