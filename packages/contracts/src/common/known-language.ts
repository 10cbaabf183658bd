import { LANGUAGES, type Language } from '../constants';

/**
 * A language named exactly (`en` or `zh`, as in `?lang=zh`), or null for anything else. Kept apart
 * from language.ts, whose zod schema would otherwise come into the web app's first download.
 */
export function knownLanguage(value: string | null | undefined): Language | null {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : null;
}
