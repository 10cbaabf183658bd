import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './language';

describe('the language of a request', () => {
  it('is Chinese when the first language named is any Chinese', () => {
    for (const header of ['zh', 'zh-CN,en;q=0.8', 'ZH-tw', '  zh-Hans', 'zh;q=0.9, en']) {
      expect(languageFromHeader(header), header).toBe('zh');
    }
  });

  it('is English otherwise, Chinese named later included', () => {
    for (const header of [undefined, null, '', 'en', 'en-GB,zh;q=0.9', ',zh', '*', 'x-zh']) {
      expect(languageFromHeader(header), String(header)).toBe('en');
    }
  });
});
