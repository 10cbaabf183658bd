import { z } from 'zod';
import { LANGUAGES, DEFAULT_LANGUAGE, type Language } from '../constants';

export const ZLanguage = z.enum(LANGUAGES);

/** Picks en or zh from an Accept-Language header; anything Chinese counts as zh. */
export function languageFromHeader(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh' : DEFAULT_LANGUAGE;
}

/** A language named exactly (`en` or `zh`, as in `?lang=zh`), or null for anything else. */
export function knownLanguage(value: string | null | undefined): Language | null {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : null;
}
