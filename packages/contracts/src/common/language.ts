import { z } from 'zod';
import { LANGUAGES, DEFAULT_LANGUAGE, type Language } from '../constants';

export const ZLanguage = z.enum(LANGUAGES);

/** The header's first language starts with zh, in any case, after any leading white space. */
const FIRST_IS_CHINESE = /^\s*zh/iu;

/**
 * Picks en or zh from an Accept-Language header; anything Chinese counts as zh. Only the first
 * language counts, read without splitting the header: the server asks this of every request.
 */
export function languageFromHeader(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  return FIRST_IS_CHINESE.test(header) ? 'zh' : DEFAULT_LANGUAGE;
}
