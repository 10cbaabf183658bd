import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { tidyChinese } from '@irreplaceable/contracts/common/chinese-style';
import type { Language } from '@irreplaceable/contracts/constants';
import { readServerState } from '../ssr/server-state';
import { isLanguage } from './i18n';

/*
 * Relative times need only the browser's Intl, so pages that show nothing else (the home page's
 * latest news) do without the date library.
 */
export const INTL_LOCALES: Record<Language, string> = { en: 'en', zh: 'zh-CN' };

type TDateInput = string | number | Date;

/**
 * A date or time the browser's Intl wrote, to the interface's Chinese style: "5 天前",
 * "2025 年 11 月 22 日" (Intl writes "5天前", "2025年11月22日").
 */
export function inLanguageStyle(text: string, language: Language): string {
  return language === 'zh' ? tidyChinese(text) : text;
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
  const diffMs = new Date(value).getTime() - now;
  const abs = Math.abs(diffMs);
  const format = new Intl.RelativeTimeFormat(INTL_LOCALES[language], { numeric: 'auto' });
  const styled = (count: number, unit: Intl.RelativeTimeFormatUnit) =>
    inLanguageStyle(format.format(count, unit), language);
  if (abs >= MONTH_MS) return styled(Math.trunc(diffMs / MONTH_MS), 'month');
  if (abs >= DAY_MS) return styled(Math.trunc(diffMs / DAY_MS), 'day');
  if (abs >= HOUR_MS) return styled(Math.trunc(diffMs / HOUR_MS), 'hour');
  return null;
}

const neverChanges = () => () => undefined;

/** "3 hours ago" in the interface language, or "just now" under an hour. */
export function useRelativeTime(): (value: TDateInput) => string {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  // While a server-rendered page hydrates, "now" is when the server drew it (a cached page may be
  // minutes old), so the words match its HTML; React then renders again with the browser's time.
  const isHydrating = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
  const renderedAt = isHydrating ? readServerState()?.renderedAt : undefined;
  return (value) =>
    formatRelative(value, language, renderedAt ?? Date.now()) ?? t('common.time.justNow');
}
