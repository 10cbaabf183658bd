import type { Language } from '@irreplaceable/contracts/constants';
import { inLanguageStyle, INTL_LOCALES } from './relative-time';

/**
 * A moment with its time of day, dated like `formatDate`: "November 22, 2025 at 2:05 PM" /
 * "2025 年 11 月 22 日 14:05".
 */
export function formatDateTime(value: string, language: Language): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const formatted = new Intl.DateTimeFormat(INTL_LOCALES[language], {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(date);
  return inLanguageStyle(formatted, language);
}
