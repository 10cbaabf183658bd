import { knownLanguage } from '@irreplaceable/contracts/common/known-language';
import { DEFAULT_LANGUAGE, type Language } from '@irreplaceable/contracts/constants';

/** The query parameter that asks for a page in one language: `/jobs/1?lang=zh`. */
export const LANGUAGE_PARAM = 'lang';

/** The language an address asks for with `?lang=`, or null when it asks for none it knows. */
export function languageFromSearch(search: string): Language | null {
  return knownLanguage(new URLSearchParams(search).get(LANGUAGE_PARAM));
}

/** The same address without `?lang=`, once the language it asked for is the person's choice. */
export function searchWithoutLanguage(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The address of a page in a given language, for a link someone can open or share. */
export function addressInLanguage(pathname: string, search: string, language: Language): string {
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_PARAM, language);
  return `${pathname}?${params.toString()}`;
}

/** The language of an address: the one `?lang=` names, else English (the address without it). */
export function languageOfSearch(search: string): Language {
  return languageFromSearch(search) ?? DEFAULT_LANGUAGE;
}

/**
 * The same address in another language: English drops `?lang=`, so each page has exactly one
 * address per language (`/jobs/7` and `/jobs/7?lang=zh`).
 */
export function searchInLanguage(search: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return searchWithoutLanguage(search);
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_PARAM, language);
  return `?${params.toString()}`;
}

/** The language the current address asks for with `?lang=`, or null (read, never changed). */
export function languageAskedByAddress(): Language | null {
  if (typeof window === 'undefined') return null;
  return languageFromSearch(window.location.search);
}
