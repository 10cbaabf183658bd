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

/** A whole number in the reader's grouping: 115,200 / 115,200; Chinese uses 万 above 10,000. */
export function formatCount(value: number, language: Language): string {
  if (language === 'zh' && value >= 10_000) {
    // Grouping digits inside 万 (1,560.7万) is not how Chinese writes it: 1560.7万.
    const tenThousands = numberFormat(LOCALES.zh, {
      maximumFractionDigits: 1,
      useGrouping: false,
    }).format(value / 10_000);
    return `${tenThousands}万`;
  }
  return numberFormat(LOCALES[language]).format(Math.round(value));
}

/** U.S. dollars, named as such in Chinese: "$135,980" / "135,980 美元". */
export function formatDollars(value: number, language: Language): string {
  const grouped = numberFormat(LOCALES.en).format(Math.round(value));
  return language === 'zh' ? `${grouped} 美元` : `$${grouped}`;
}

/** Chinese yuan: "¥10,433" / "10,433 元". */
export function formatYuan(value: number, language: Language): string {
  const grouped = numberFormat(LOCALES.en).format(Math.round(value));
  return language === 'zh' ? `${grouped} 元` : `¥${grouped}`;
}

export function formatSignedPercent(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : ''}${Math.abs(rounded)}%`;
}

/** A share or a rate with at most one decimal: "11.4%", "52%". */
export function formatPercent(value: number, language: Language): string {
  return `${numberFormat(LOCALES[language], { maximumFractionDigits: 1 }).format(value)}%`;
}
