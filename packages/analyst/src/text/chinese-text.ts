import forms from './chinese-forms.json' with { type: 'json' };

/**
 * Look-alike code points that a PDF's text layer may use for ideographs (Kangxi radicals, CJK
 * Radicals Supplement, compatibility ideographs), to the ideograph a mainland reader sees. The
 * table is made by scripts/fonts/make-chinese-forms.ts from the Simplified Chinese font itself:
 * NFKC alone would turn ⼾ into the traditional 戶 and leave ⻓ ⻔ ⻅ ⻜ as they are.
 */
const CHINESE_FORMS: ReadonlyMap<string, string> = new Map(Object.entries(forms));
const LOOK_ALIKE = /[\u2E80-\u2EF3\u2F00-\u2FD5\uF900-\uFAFF\u{2F800}-\u{2FA1F}]/gu;

/** A character a Chinese line is written in: an ideograph or Chinese punctuation. */
const CHINESE = String.raw`\p{Script=Han}\u3001-\u303F\uFF01-\uFF0F\uFF1A-\uFF20\uFF5B-\uFF65`;
/**
 * One space between two Chinese characters, or between an ideograph and a digit ("户 12万"): a
 * PDF's positions put it there, Chinese is written without. Two or more spaces stay: they part
 * columns. So does the space between a closing bracket and a date ("（护工） 2025.06").
 */
const STRAY_SPACE = new RegExp(
  String.raw`(?<=[${CHINESE}]) (?=[${CHINESE}])|(?<=\p{Script=Han}) (?=\d)|(?<=\d) (?=\p{Script=Han})`,
  'gu',
);

/** Ideographs written as their look-alikes (⽉, ⼾, ⻔) put back as themselves (月, 户, 门). */
export function restoreChineseForms(text: string): string {
  return text.replace(LOOK_ALIKE, (character) => CHINESE_FORMS.get(character) ?? character);
}

/** A PDF's Chinese as it was written: ideographs restored, single spaces between them gone. */
export function tidyPdfChinese(text: string): string {
  return restoreChineseForms(text).replace(STRAY_SPACE, '');
}
