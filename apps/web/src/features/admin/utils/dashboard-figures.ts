import type { Language } from '@irreplaceable/contracts/constants';
import type { TDashboardDay, TDashboardSeriesName } from '@irreplaceable/contracts/admin/dashboard';
import { INTL_LOCALES } from '../../../shared/i18n/relative-time';

/** Cents as Singapore dollars with two decimals, the same in both languages: "S$1,234.50". */
export function formatSgdCents(cents: number, language: Language): string {
  const dollars = (cents / 100).toLocaleString(INTL_LOCALES[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `S$${dollars}`;
}

/** An amount in another currency than ours, should one ever appear: "12.00 USD". */
export function formatCentsIn(cents: number, currency: string, language: Language): string {
  if (currency.toLowerCase() === 'sgd') return formatSgdCents(cents, language);
  const amount = (cents / 100).toLocaleString(INTL_LOCALES[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${amount} ${currency.toUpperCase()}`;
}

/**
 * A UTC day (`YYYY-MM-DD`) as an axis tick: "Nov 22" / "11月22日". Read in UTC, so a reader west
 * of Greenwich does not see the day before.
 */
export function formatDayShort(day: string, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The last day of the series: today, in UTC. */
export function todayOf(days: TDashboardDay[]): TDashboardDay | undefined {
  return days.at(-1);
}

/** Whether none of the series has anything on any day: the chart then says so instead. */
export function isAllZero(days: TDashboardDay[], series: readonly TDashboardSeriesName[]): boolean {
  return days.every((day) => series.every((name) => day.values[name] === 0));
}

/**
 * Ticks a week apart ending today, so the last tick is always today and a phone still has room:
 * the 2nd, 9th, 16th, 23rd and 30th of 30 days.
 */
export function weeklyTicks(days: TDashboardDay[]): string[] {
  return days.filter((_, index) => (days.length - 1 - index) % 7 === 0).map((day) => day.day);
}

/**
 * Round ticks from zero to at least `max`, about four steps of 1, 2 or 5 times a power of ten
 * (0, 100, 200, 300), where the chart library would step by 85 or 6.
 */
export function niceTicks(max: number, steps = 4): number[] {
  const raw = Math.max(1, max) / steps;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((value) => value >= raw)!;
  const whole = Math.max(1, Math.round(step));
  const top = Math.ceil(Math.max(1, max) / whole) * whole;
  return Array.from({ length: top / whole + 1 }, (_, index) => index * whole);
}
