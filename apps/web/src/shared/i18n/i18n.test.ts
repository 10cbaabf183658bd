import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { changeLanguage, currentLanguage } from './i18n';

describe('changeLanguage', () => {
  afterEach(async () => changeLanguage('en'));

  it('keeps the choice at once, and switches when the texts are in', async () => {
    const switching = changeLanguage('zh');
    // A page opened before the catalogue arrives must still start in the chosen language.
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('zh');
    await switching;
    expect(currentLanguage()).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
