import { singularize } from './english-inflection';

/**
 * Text folding shared by the title index and the queries, so both sides of every comparison went
 * through exactly the same steps: NFKC (full-width letters and digits become ASCII, so "ＵＩ设计师"
 * equals "UI设计师"), lower case, and one kind of dash.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212\u30fc\uff0d]/g, '-')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .trim();
}

const HAN = /\p{Script=Han}/u;

export function hasHan(text: string): boolean {
  return HAN.test(text);
}

/** True when the text has no letter, digit or Chinese character at all ("?!", "---", ""). */
export function isBlank(text: string): boolean {
  return !/[\p{L}\p{N}]/u.test(text);
}

/**
 * English tokens of folded text: letters and digits, keeping the `++` and `#` of C++ and C#.
 * A possessive `'s` goes ("Sheriff's Patrol" → sheriff patrol), `&` reads as "and", and every
 * other character, hyphens included, separates tokens (front-end → front end).
 */
export function latinTokens(folded: string): string[] {
  const text = folded.replace(/'s\b/g, '').replace(/'/g, '').replace(/&/g, ' and ');
  return text.match(/[a-z0-9]+(?:\+\+|#)?/g) ?? [];
}

/** English tokens, each in singular form: the unit the index and the matcher compare. */
export function matchTokens(text: string): string[] {
  return latinTokens(foldText(text)).map(singularize);
}

/** Spacing and hyphenation do not change a title: "front-end", "front end" and "frontend" agree. */
export function compactKey(tokens: readonly string[]): string {
  return tokens.join('');
}

/**
 * The key of a Chinese (or mixed) title: folded, with every character that is not a letter, digit,
 * Chinese character, `+` or `#` removed, so spaces and punctuation never matter ("Java 开发" =
 * "java开发").
 */
export function zhKey(text: string): string {
  return foldText(text).replace(/[^\p{L}\p{N}+#]/gu, '');
}

/**
 * A stable key for de-duplicating job titles: two titles with the same key are the same job page.
 * Case, spacing, punctuation, hyphenation, full-width forms and English plurals do not change it
 * ("Front-End Developers" = "frontend developer" = "ＦＲＯＮＴＥＮＤ  Developer").
 */
export function normalizeTitleKey(title: string): string {
  if (hasHan(title)) {
    const folded = foldText(title).replace(/[^\p{L}\p{N}+#]+/gu, ' ');
    return folded
      .split(' ')
      .filter(Boolean)
      .map((part) => (hasHan(part) ? part : latinTokens(part).map(singularize).join('')))
      .join('');
  }
  return compactKey(matchTokens(title));
}
