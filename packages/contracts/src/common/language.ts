import { z } from 'zod';
import { LANGUAGES, DEFAULT_LANGUAGE, type Language } from '../constants';

export const ZLanguage = z.enum(LANGUAGES);

/** Picks en or zh from an Accept-Language header; anything Chinese counts as zh. */
export function languageFromHeader(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh' : DEFAULT_LANGUAGE;
}
