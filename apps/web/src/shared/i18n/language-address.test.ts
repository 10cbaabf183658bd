import { afterEach, describe, expect, it } from 'vitest';
import {
  addressInLanguage,
  languageFromSearch,
  searchWithoutLanguage,
  languageAskedByAddress,
  languageOfSearch,
  searchInLanguage,
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

  it('gives each page one address per language, English without the parameter', () => {
    expect(languageOfSearch('')).toBe('en');
    expect(languageOfSearch('?lang=zh')).toBe('zh');
    expect(searchInLanguage('?q=1', 'zh')).toBe('?q=1&lang=zh');
    expect(searchInLanguage('?q=1&lang=zh', 'en')).toBe('?q=1');
    expect(searchInLanguage('?lang=en', 'en')).toBe('');
  });

  it('reads the language the address asks for without changing the address', () => {
    window.history.replaceState(null, '', '/jobs/7?search_popularity=3&lang=zh#analysts');
    expect(languageAskedByAddress()).toBe('zh');
    expect(window.location.search).toBe('?search_popularity=3&lang=zh');
    window.history.replaceState(null, '', '/jobs/7');
    expect(languageAskedByAddress()).toBeNull();
  });
});
