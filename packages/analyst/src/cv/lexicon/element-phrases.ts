import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tsvRows } from '../../text/tsv-rows';

/**
 * How CVs show each O*NET skill and knowledge area, in English and Chinese: our own phrase lists,
 * read from element-phrases.tsv (one phrase a row). English phrases match whole words after
 * stemming ("managed" = "manage"); Chinese phrases match as written. A phrase may stand for
 * several elements ("design" is a skill and a knowledge area). Keys are O*NET element IDs
 * (skills-reference.json); the test checks every key exists.
 */
export type ElementPhrases = Readonly<Record<string, { en: string[]; zh: string[] }>>;

export const ELEMENT_PHRASES_PATH = fileURLToPath(
  new URL('./element-phrases.tsv', import.meta.url),
);

/** The rows of element-phrases.tsv by element, in file order; a malformed row throws with its line. */
export function parseElementPhrases(tsv: string): ElementPhrases {
  const phrases: Record<string, { en: string[]; zh: string[] }> = {};
  for (const { cells, where } of tsvRows(tsv, 'element-phrases.tsv', 'element\t')) {
    const [element = '', language, phrase = '', ...rest] = cells;
    if (!/^\d(\.[A-Za-z0-9]+)+$/.test(element))
      throw new Error(`${where}: "${element}" is no element ID`);
    if (language !== 'en' && language !== 'zh')
      throw new Error(`${where}: language must be en or zh`);
    if (phrase.trim() === '' || phrase !== phrase.trim() || rest.length > 0) {
      throw new Error(`${where}: one phrase, without spaces around it`);
    }
    (phrases[element] ??= { en: [], zh: [] })[language].push(phrase);
  }
  return phrases;
}

export const ELEMENT_PHRASES: ElementPhrases = parseElementPhrases(
  fs.readFileSync(ELEMENT_PHRASES_PATH, 'utf8'),
);

/**
 * Chinese compounds that contain a listed phrase but mean something else: "机械通气" is a
 * ventilator, not mechanics; "血流动力学" is medicine, not physics; "电子病历" is a record, not
 * electronics. They are blanked out of a line before its Chinese phrases are looked for.
 */
export const ZH_MASKED_COMPOUNDS: readonly string[] = [
  '机械通气',
  '血流动力学',
  '电子病历',
  '电子护理',
  '电子商务',
  '电子邮件',
  '电子发票',
  '电子签名',
];
