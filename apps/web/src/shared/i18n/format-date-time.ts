import type { Language } from '@irreplaceable/contracts/constants';
import { INTL_LOCALES } from './relative-time';

/**
 * A moment with its time of day, dated like `formatDate`: "November 22, 2025 at 2:05 PM" /
 * "2025年11月22日 14:05".
 */
export function formatDateTime(value: string, language: Language): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(date);
}
