import { knownLanguage } from '@irreplaceable/contracts/common/known-language';
import type { Language } from '@irreplaceable/contracts/constants';

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

/**
 * Reads `?lang=` from the current address once, as the app starts: the language it names becomes
 * the person's choice (the caller stores it), and the parameter leaves the address bar so that a
 * later switch of language is not undone by a reload.
 */
export function takeLanguageFromAddress(): Language | null {
  if (typeof window === 'undefined') return null;
  const { pathname, search, hash } = window.location;
  const asked = languageFromSearch(search);
  if (asked) {
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${searchWithoutLanguage(search)}${hash}`,
    );
  }
  return asked;
}
