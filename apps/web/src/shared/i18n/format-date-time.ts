import type { Language } from '@irreplaceable/contracts/constants';

const LOCALES: Record<Language, string> = { en: 'en-GB', zh: 'zh-CN' };

/** A moment with its time of day: "22 Nov 2025, 14:05" / "2025年11月22日 14:05". */
export function formatDateTime(value: string, language: Language): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
