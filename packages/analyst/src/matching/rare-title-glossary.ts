import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tsvRows } from '../text/tsv-rows';

/**
 * Our Chinese for the words of rarer job titles: trades, whole job names no word-by-word rule
 * could build, and the modifiers those titles use, read from rare-title-glossary.tsv. It is the
 * last resort of canonical-title.ts: only a title that neither the glossary nor its occupation's
 * own name can name in Chinese is translated with it, so the Chinese names other titles already
 * had stay as they were. English matching never reads it, and Chinese queries read only its whole
 * job names.
 */
export type RarePair = readonly [en: string, zh: string];

const KINDS = ['trade', 'whole', 'modifier'] as const;

export const RARE_TITLE_GLOSSARY_PATH = fileURLToPath(
  new URL('./rare-title-glossary.tsv', import.meta.url),
);

/** The file's pairs by kind, in file order; a malformed row throws with its line. */
export function parseRareTitleGlossary(tsv: string): Record<(typeof KINDS)[number], RarePair[]> {
  const pairs: Record<(typeof KINDS)[number], RarePair[]> = { trade: [], whole: [], modifier: [] };
  for (const { cells, where } of tsvRows(tsv, 'rare-title-glossary.tsv', 'kind\t')) {
    const [kind, en = '', zh = '', ...rest] = cells;
    if (!KINDS.includes(kind as (typeof KINDS)[number])) {
      throw new Error(`${where}: the kind is one of ${KINDS.join(', ')}`);
    }
    if (en.trim() === '' || !/\p{Script=Han}/u.test(zh) || rest.length > 0) {
      throw new Error(`${where}: an English word and its Chinese`);
    }
    pairs[kind as (typeof KINDS)[number]].push([en, zh]);
  }
  return pairs;
}

const glossary = parseRareTitleGlossary(fs.readFileSync(RARE_TITLE_GLOSSARY_PATH, 'utf8'));

/** Whole job names: Chinese searches for them land where the English search does. */
export const WHOLE_JOB_NAMES: readonly RarePair[] = glossary.whole;

export const RARE_TITLE_GLOSSARY: readonly RarePair[] = [
  ...glossary.trade,
  ...glossary.whole,
  ...glossary.modifier,
];
