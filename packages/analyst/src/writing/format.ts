/**
 * Number formatting for the texts, written out rather than through Intl so that it is the same
 * on every machine and costs nothing per call.
 */

export function groupDigits(value: number): string {
  const rounded = Math.round(value);
  const sign = rounded < 0 ? '−' : '';
  return sign + String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Up to `digits` decimals, without trailing zeros: 3.0 → "3", 3.25 → "3.3" (1 digit). Only zeros
 * after the decimal point go: a whole number keeps its own (9.8 → "10" with no decimals, not "1").
 */
export function decimal(value: number, digits = 1): string {
  const fixed = Math.abs(value).toFixed(digits);
  const text = fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
  return (value < 0 && text !== '0' ? '−' : '') + text;
}

export function signedPct(value: number, digits = 1): string {
  return `${value > 0 ? '+' : ''}${decimal(value, digits)}%`;
}

export function pct(value: number, digits = 1): string {
  return `${decimal(value, digits)}%`;
}

/** A 0–1 share as a whole percentage. */
export function share(value: number): string {
  return `${Math.round(100 * value)}%`;
}

/** A 0–1 exposure figure with two decimals, e.g. 0.87. */
export function beta(value: number): string {
  return value.toFixed(2);
}

export function peopleEn(count: number): string {
  if (count >= 1_000_000) return `${decimal(count / 1_000_000, 2)} million`;
  return groupDigits(count);
}

export function peopleZh(count: number): string {
  if (count >= 100_000_000) return `${decimal(count / 100_000_000, 2)}亿`;
  if (count >= 10_000) return `${decimal(count / 10_000, 1)}万`;
  return groupDigits(count);
}

/**
 * A count BLS already rounds (openings to the hundred) in 万 without losing a digit:
 * 14,000 → 1.4万, 123,400 → 12.34万; below 10,000 it stays as it is.
 */
export function exactCountZh(count: number): string {
  return count >= 10_000 ? `${decimal(count / 10_000, 2)}万` : groupDigits(count);
}

export const dollars = (value: number) => `$${groupDigits(value)}`;
export const dollarsHourly = (value: number) => `$${value.toFixed(2)}`;
export const yuanStyleDollars = (value: number) => `${groupDigits(value)}美元`;

/** English list: "a", "a and b", "a, b and c". */
export function listEn(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Chinese list with the enumeration comma: "甲、乙和丙". */
export function listZh(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join('、')}和${items.at(-1)}`;
}

/** Lower-cases the first letter of an activity name so it reads inside a sentence. */
export function inSentence(name: string): string {
  return /^[A-Z][a-z]/.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name;
}

/**
 * Text bound for a markdown renderer, with the asterisk of "O*NET" escaped: two of them in one
 * paragraph would otherwise open and close italics and print "ONET". Rendered, it reads "O*NET".
 */
export function markdownSafe(text: string): string {
  return text.replace(/(?<!\\)O\*NET/g, 'O\\*NET');
}

/** Capitalises a sentence's first letter, past any opening emphasis or quotation mark. */
export function sentenceStart(text: string): string {
  return text.replace(
    /^([*_“"‘]*)([a-z])/,
    (_, lead: string, letter: string) => lead + letter.toUpperCase(),
  );
}

/**
 * English list of activity names, each italicised so it reads as one name inside a sentence; when
 * a name itself holds commas ("load products, materials, or equipment"), semicolons separate them.
 */
export function activityListEn(names: readonly string[]): string {
  const items = names.map((name) => `*${inSentence(name)}*`);
  if (!names.some((name) => name.includes(','))) return listEn(items);
  if (items.length <= 2) return items.join(items.length === 2 ? '; and ' : '');
  return `${items.slice(0, -1).join('; ')}; and ${items.at(-1)}`;
}

/**
 * A 0–1 share of workers as a percentage that never rounds to all or none: a wage above 99.6% of
 * jobs is "over 99%", not "100%", since some job always pays more.
 */
export function workerShare(value: number, lang: 'en' | 'zh'): string {
  const rounded = Math.round(100 * value);
  if (rounded >= 100) return lang === 'en' ? 'over 99%' : '99%以上';
  if (rounded <= 0) return lang === 'en' ? 'under 1%' : '不到1%';
  return `${rounded}%`;
}
