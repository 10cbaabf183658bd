/**
 * How Chinese is written on every page, by the interface and by the analyst alike: a space
 * between Chinese and Latin letters or digits ("AI 替代率 62%", "2034 年", "51,670 美元"), none
 * before %, none beside Chinese punctuation, none between two Chinese characters, full-width
 * brackets in a Chinese sentence, and large counts in 万 or 亿 with fixed decimals, so one figure
 * reads the same on a tile and in a summary.
 */

const HAN = String.raw`\p{Script=Han}`;
/** Full-width punctuation a Chinese sentence is written with; no space goes beside it. */
const PUNCTUATION = String.raw`\u3001-\u3003\u3008-\u3011\u3014-\u301F\u2018\u2019\u201C\u201D\u2026\u2014\uFF01-\uFF0F\uFF1A-\uFF20\uFF3B-\uFF40\uFF5B-\uFF65`;

/**
 * Where a word in Latin letters, a figure or a sign in front of one begins: two letters or more
 * ("SQL", "iPhone"), a letter with a digit ("H5"), a digit, or +, −, $, ¥ before a digit. A single
 * letter inside a name ("大G叔") is part of the name and keeps no space.
 */
const LATIN_START = String.raw`[A-Za-z]{2}|[A-Za-z]\d|\d|[+−$¥]\d`;
/** Where such a word or figure ends: two letters, a digit, a per cent sign, a digit's letter. */
const LATIN_END = String.raw`[A-Za-z]{2}|\d[A-Za-z]|\d|%`;

const HAN_THEN_LATIN = new RegExp(String.raw`(?<=${HAN})(\*\*)?(?=${LATIN_START})`, 'gu');
const LATIN_THEN_HAN = new RegExp(String.raw`(?<=${LATIN_END})(\*\*)?(?=${HAN})`, 'gu');
const STRAY_SPACE = new RegExp(String.raw`(?<=${HAN}) (?=${HAN})`, 'gu');
const SPACE_BEFORE_PERCENT = /(?<=\d) +%/g;
/** Not after a list or quote marker or a table bar, where the space is markdown's own. */
const SPACE_BY_PUNCTUATION = new RegExp(
  String.raw`(?<=[^\s\-*+>#|]) +(?=[${PUNCTUATION}])|(?<=[${PUNCTUATION}]) +(?=[^\s|])`,
  'gu',
);
/** Round brackets right after a Chinese character or punctuation, holding no bracket or line. */
const HALF_WIDTH_BRACKETS = new RegExp(
  String.raw`(?<=[${HAN}${PUNCTUATION}]) ?\(([^()\n]*)\)(?: (?=[${HAN}${PUNCTUATION}]))?`,
  'gu',
);

/** Where each `**` sits and whether it opens emphasis, counted from the start of the text. */
function emphasisOpens(text: string): Map<number, boolean> {
  const opens = new Map<number, boolean>();
  let open = false;
  for (let at = text.indexOf('**'); at !== -1; at = text.indexOf('**', at + 2)) {
    open = !open;
    opens.set(at, open);
  }
  return opens;
}

/** The space between Chinese and a Latin word or figure, outside any emphasis it touches. */
function addSpaces(text: string, pattern: RegExp): string {
  const opens = emphasisOpens(text);
  return text.replace(pattern, (marker: string | undefined, _group: unknown, offset: number) => {
    if (!marker) return ' ';
    return opens.get(offset) ? ' **' : '** ';
  });
}

type Rule =
  'half-width-bracket' | 'space-by-punctuation' | 'stray-space' | 'space-before-percent' | 'space';

const RULES: ReadonlyArray<{ rule: Rule; apply: (text: string) => string }> = [
  { rule: 'half-width-bracket', apply: (text) => text.replace(HALF_WIDTH_BRACKETS, '（$1）') },
  { rule: 'space-by-punctuation', apply: (text) => text.replace(SPACE_BY_PUNCTUATION, '') },
  { rule: 'stray-space', apply: (text) => text.replace(STRAY_SPACE, '') },
  { rule: 'space-before-percent', apply: (text) => text.replace(SPACE_BEFORE_PERCENT, '%') },
  {
    rule: 'space',
    apply: (text) => addSpaces(addSpaces(text, HAN_THEN_LATIN), LATIN_THEN_HAN),
  },
];

/** Chinese text written to the rules above; text already so written comes back unchanged. */
export function tidyChinese(text: string): string {
  return RULES.reduce((tidied, { apply }) => apply(tidied), text);
}

export interface ChineseStyleProblem {
  rule: Rule;
  /** The text around the first place the rule is broken. */
  excerpt: string;
}

/** Each rule the text breaks, with where, for a test to name. */
export function chineseStyleProblems(text: string): ChineseStyleProblem[] {
  const problems: ChineseStyleProblem[] = [];
  for (const { rule, apply } of RULES) {
    const fixed = apply(text);
    if (fixed === text) continue;
    let at = 0;
    while (at < text.length && text[at] === fixed[at]) at += 1;
    problems.push({ rule, excerpt: text.slice(Math.max(0, at - 12), at + 12) });
  }
  return problems;
}

function grouped(value: number): string {
  const rounded = Math.round(Math.abs(value));
  const digits = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return (value < 0 && rounded !== 0 ? '−' : '') + digits;
}

/**
 * A count as Chinese writes it: below 10,000 with grouped digits ("2,100"), then in 万 with one
 * decimal ("1276.8 万", "10.8 万") and in 亿 with two ("1.52 亿"). The decimals are fixed, so one
 * figure is written one way wherever it appears. `unit: '万'` takes a figure already in 万 (NBS
 * publishes employment in 万人).
 */
export function zhCount(value: number, options: { unit?: '万' } = {}): string {
  const count = options.unit === '万' ? value * 10_000 : value;
  const sign = count < 0 ? '−' : '';
  const size = Math.abs(count);
  const inWan = Number((size / 10_000).toFixed(1));
  if (inWan >= 10_000) return `${sign}${(size / 100_000_000).toFixed(2)} 亿`;
  if (size >= 10_000) return `${sign}${inWan.toFixed(1)} 万`;
  return grouped(count);
}

/** A percentage with at most `digits` decimals and no space before the sign: "51.9%", "62%". */
export function zhPercent(value: number, digits = 1): string {
  const fixed = Math.abs(value).toFixed(digits);
  const text = fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
  return `${value < 0 && Number(text) !== 0 ? '−' : ''}${text}%`;
}

/** U.S. dollars named as such: "51,670 美元". */
export const zhDollars = (value: number): string => `${grouped(value)} 美元`;

/** Chinese yuan: "6,600 元". */
export const zhYuan = (value: number): string => `${grouped(value)} 元`;

/** Every string inside a value (a question, a report, a list of them) to the Chinese style rules. */
export function tidyChineseIn<T>(value: T): T {
  if (typeof value === 'string') return tidyChinese(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => tidyChineseIn(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]: [string, unknown]) => [key, tidyChineseIn(item)]),
    ) as T;
  }
  return value;
}
