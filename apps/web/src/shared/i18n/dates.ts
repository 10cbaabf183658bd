import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/zh-cn';
import type { Language } from '@irreplaceable/contracts/constants';
import { currentLanguage, i18n, isLanguage } from './i18n';

/*
 * Loaded with the first page that shows a date, not with the app shell: dayjs then follows the
 * interface language from here on.
 */
dayjs.extend(localizedFormat);

const DAYJS_LOCALES: Record<Language, string> = { en: 'en', zh: 'zh-cn' };
const INTL_LOCALES: Record<Language, string> = { en: 'en', zh: 'zh-CN' };

dayjs.locale(DAYJS_LOCALES[currentLanguage()]);
i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) dayjs.locale(DAYJS_LOCALES[language]);
});

type TDateInput = string | number | Date;

/** A calendar date in the given language: "November 22, 2025" / "2025年11月22日". */
export function formatDate(value: TDateInput, language: Language): string {
  return dayjs(value).locale(DAYJS_LOCALES[language]).format('LL');
}

/** A month and year: "November 2025" / "2025年11月". */
export function formatMonth(value: TDateInput, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { year: 'numeric', month: 'long' }).format(
    dayjs(value).toDate(),
  );
}

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const MONTH_MS = 30 * DAY_MS;

/**
 * How long ago (or ahead) a moment is, in months, days or hours (spec 000 section 9). Under an
 * hour returns null, so the caller can say "just now" in its own words.
 */
export function formatRelative(
  value: TDateInput,
  language: Language,
  now: number = Date.now(),
): string | null {
  const diffMs = dayjs(value).valueOf() - now;
  const abs = Math.abs(diffMs);
  const format = new Intl.RelativeTimeFormat(INTL_LOCALES[language], { numeric: 'auto' });
  if (abs >= MONTH_MS) return format.format(Math.trunc(diffMs / MONTH_MS), 'month');
  if (abs >= DAY_MS) return format.format(Math.trunc(diffMs / DAY_MS), 'day');
  if (abs >= HOUR_MS) return format.format(Math.trunc(diffMs / HOUR_MS), 'hour');
  return null;
}
