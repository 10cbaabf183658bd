import { afterEach, describe, expect, it } from 'vitest';
import {
  addressInLanguage,
  languageFromSearch,
  searchWithoutLanguage,
  takeLanguageFromAddress,
} from './language-address';

describe('?lang= in an address', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('reads only the languages the app has', () => {
    expect(languageFromSearch('?lang=zh')).toBe('zh');
    expect(languageFromSearch('?q=1&lang=en')).toBe('en');
    expect(languageFromSearch('?lang=fr')).toBeNull();
    expect(languageFromSearch('')).toBeNull();
  });

  it('writes the address of a page in a language, keeping its other parameters', () => {
    expect(addressInLanguage('/jobs/7', '?search_popularity=3', 'zh')).toBe(
      '/jobs/7?search_popularity=3&lang=zh',
    );
    expect(addressInLanguage('/jobs/7', '?lang=zh', 'en')).toBe('/jobs/7?lang=en');
    expect(searchWithoutLanguage('?a=1&lang=zh')).toBe('?a=1');
    expect(searchWithoutLanguage('?lang=zh')).toBe('');
  });

  it('takes the language from the address once and leaves the rest of it', () => {
    window.history.replaceState(null, '', '/jobs/7?search_popularity=3&lang=zh#analysts');
    expect(takeLanguageFromAddress()).toBe('zh');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/jobs/7?search_popularity=3#analysts',
    );
    expect(takeLanguageFromAddress()).toBeNull();
  });
});
