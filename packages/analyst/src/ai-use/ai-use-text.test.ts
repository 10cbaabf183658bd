import { describe, expect, it } from 'vitest';
import { exposureTrend } from './ai-use';

describe('the exposure trend’s note on the 2010 codes behind it', () => {
  it('names them in English on the English page and by code on the Chinese one', () => {
    // Software Developers (15-1252) merge two 2010 occupations, which DAIOE names in English only.
    const en = exposureTrend('15-1252.00', 'en')!;
    const zh = exposureTrend('15-1252.00', 'zh')!;
    expect(en.basis).toBe('mean');
    expect(en.basis_note).toContain('“Software Developers, Applications”');
    expect(zh.basis_note).toContain('SOC 2010 代码 15-1132、15-1133');
    expect(zh.basis_note).not.toMatch(/[a-z]{2,}/);
  });
});
