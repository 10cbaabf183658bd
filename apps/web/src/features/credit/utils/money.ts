import { CREDITS, type Language } from '@irreplaceable/contracts/constants';

const LOCALES: Record<Language, string> = { en: 'en', zh: 'zh-CN' };

/** Currency codes, not symbols: "$" alone would not say which dollar. */
function formatMoney(amount: number, currency: 'SGD' | 'USD', language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
  }).format(amount);
}

/** A pack's price: "SGD 5.00". */
export function formatSgd(amount: number, language: Language): string {
  return formatMoney(amount, 'SGD', language);
}

/** The same price in US dollars at the catalogue's rate (spec 000 section 9): "USD 3.70". */
export function formatUsdOf(sgd: number, language: Language): string {
  return formatMoney(Math.round(sgd * CREDITS.sgdToUsd * 100) / 100, 'USD', language);
}
