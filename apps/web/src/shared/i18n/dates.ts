import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/zh-cn';
import type { Language } from '@irreplaceable/contracts/constants';
import { currentLanguage, i18n, isLanguage } from './i18n';
import { inLanguageStyle, INTL_LOCALES } from './relative-time';

/*
 * Loaded with the first page that shows a calendar date, not with the app shell or the home page
 * (which shows only relative times, see relative-time.ts): dayjs then follows the interface
 * language from here on.
 */
dayjs.extend(localizedFormat);

const DAYJS_LOCALES: Record<Language, string> = { en: 'en', zh: 'zh-cn' };

dayjs.locale(DAYJS_LOCALES[currentLanguage()]);
i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) dayjs.locale(DAYJS_LOCALES[language]);
});

type TDateInput = string | number | Date;

/** A calendar date in the given language: "November 22, 2025" / "2025 年 11 月 22 日". */
export function formatDate(value: TDateInput, language: Language): string {
  return inLanguageStyle(dayjs(value).locale(DAYJS_LOCALES[language]).format('LL'), language);
}

/** A month and year: "November 2025" / "2025 年 11 月". */
export function formatMonth(value: TDateInput, language: Language): string {
  const month = new Intl.DateTimeFormat(INTL_LOCALES[language], {
    year: 'numeric',
    month: 'long',
  }).format(dayjs(value).toDate());
  return inLanguageStyle(month, language);
}
