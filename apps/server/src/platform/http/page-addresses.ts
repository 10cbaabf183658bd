import type { Language } from '@irreplaceable/contracts/constants';

/** A public page's absolute address in each language. */
export type PageAddresses = Record<Language, string>;

/**
 * How each language is named to search engines and in `<html lang>`: the web app sets `zh-CN`
 * for Chinese (simplified, as written for readers in mainland China), so the head says the same.
 */
export const HREFLANG = { en: 'en', zh: 'zh-CN' } as const satisfies Record<Language, string>;

/** Open Graph names locales as language_TERRITORY. */
export const OG_LOCALE = { en: 'en_US', zh: 'zh_CN' } as const satisfies Record<Language, string>;

/** The public origin (and any base path) the app is reached at, without a trailing slash. */
export const siteBase = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/**
 * A page's address per language: English is the plain path, Chinese adds `?lang=zh`, which the
 * server and the web app both honour over the reader's Accept-Language.
 */
export function pageAddresses(publicUrl: string, path: string): PageAddresses {
  const url = `${siteBase(publicUrl)}${path}`;
  return { en: url, zh: `${url}?lang=zh` };
}
