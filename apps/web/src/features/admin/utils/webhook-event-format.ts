import type { Language } from '@irreplaceable/contracts/constants';
import { INTL_LOCALES } from '../../../shared/i18n/relative-time';

/** Seconds matter here: a provider's retries of one event arrive moments apart. */
const MOMENT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };

/** A moment in the reader's own time zone: "Nov 22, 2025, 2:05:03 PM" / "2025年11月22日 14:05:03". */
export function formatEventTime(value: string, language: Language): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(INTL_LOCALES[language], MOMENT).format(date);
}

/** The same moment in UTC, as the provider's dashboard and our logs show it. */
export function formatEventTimeUtc(value: string, language: Language): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { ...MOMENT, timeZone: 'UTC' }).format(
    date,
  );
}

const KEEP_START = 8;
const KEEP_END = 4;

/**
 * An id short enough for a table cell, still telling events apart: a UUID keeps its first block
 * (`3f2a9c1e…`), a provider id its prefix and both ends (`evt_1A2b3C4d…9xYz`).
 */
export function shortenId(id: string): string {
  const prefix = /^(?:[a-z]+_)+/.exec(id)?.[0] ?? '';
  const body = id.slice(prefix.length);
  if (/^[0-9a-f]{8}-/i.test(id)) return `${id.slice(0, KEEP_START)}…`;
  if (body.length <= KEEP_START + KEEP_END + 1) return id;
  return `${prefix}${body.slice(0, KEEP_START)}…${body.slice(-KEEP_END)}`;
}
