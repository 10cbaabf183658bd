import { zhCount, zhDollars, zhYuan } from '@irreplaceable/contracts/common/chinese-style';
import type { Language } from '@irreplaceable/contracts/constants';

const LOCALES: Record<Language, string> = { en: 'en-US', zh: 'zh-CN' };

/**
 * Number formats made once per language and style: `toLocaleString` builds a new one on every
 * call, which costs far more than the formatting itself on a page of figures.
 */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A whole number in the reader's grouping: 115,200 in English; in Chinese through the one
 * formatter the analyst's texts use too ("2,100", "10.8 万", "1276.8 万"), so a tile and a
 * summary write one figure one way.
 */
export function formatCount(value: number, language: Language): string {
  if (language === 'zh') return zhCount(value);
  return numberFormat(LOCALES[language]).format(Math.round(value));
}

/** U.S. dollars, named as such in Chinese: "$135,980" / "135,980 美元". */
export function formatDollars(value: number, language: Language): string {
  return language === 'zh'
    ? zhDollars(value)
    : `$${numberFormat(LOCALES.en).format(Math.round(value))}`;
}

/** Chinese yuan: "¥10,433" / "10,433 元". */
export function formatYuan(value: number, language: Language): string {
  return language === 'zh'
    ? zhYuan(value)
    : `¥${numberFormat(LOCALES.en).format(Math.round(value))}`;
}

export function formatSignedPercent(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : ''}${Math.abs(rounded)}%`;
}

/** A share or a rate with at most one decimal: "11.4%", "52%". */
export function formatPercent(value: number, language: Language): string {
  return `${numberFormat(LOCALES[language], { maximumFractionDigits: 1 }).format(value)}%`;
}
