import { describe, expect, it } from 'vitest';
import { activityListEn, markdownSafe, sentenceStart, workerShare } from './format';

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
});
