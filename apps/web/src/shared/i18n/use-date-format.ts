import { useTranslation } from 'react-i18next';
import { isLanguage } from './i18n';
import { formatDate, formatMonth } from './dates';
import { useRelativeTime } from './relative-time';

/** Date formatters bound to the current interface language; re-renders when it changes. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const relative = useRelativeTime();
  return {
    date: (value: string | number | Date) => formatDate(value, language),
    month: (value: string | number | Date) => formatMonth(value, language),
    relative,
  };
}
