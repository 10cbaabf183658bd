import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tsvRows } from '../../text/tsv-rows';

/**
 * One practical step per O*NET skill or knowledge area, for the gap plan of a paid CV analysis:
 * how a person could build the skill and, just as important, show it on a CV. Our own words, read
 * from gap-advice.tsv. Keys are element IDs (skills-reference.json); `{occupation}` is replaced by
 * the occupation's name.
 */
export type GapAdvice = Readonly<Record<string, { en: string; zh: string }>>;

export const GAP_ADVICE_PATH = fileURLToPath(new URL('./gap-advice.tsv', import.meta.url));

/** The rows of gap-advice.tsv by element, in file order; a malformed row throws with its line. */
export function parseGapAdvice(tsv: string): GapAdvice {
  const advice: Record<string, { en: string; zh: string }> = {};
  for (const { cells, where } of tsvRows(tsv, 'gap-advice.tsv', 'element\t')) {
    const [element = '', en = '', zh = '', ...rest] = cells;
    if (en.trim() === '' || zh.trim() === '' || rest.length > 0) {
      throw new Error(`${where}: an element, its English step and its Chinese step`);
    }
    if (advice[element]) throw new Error(`${where}: ${element} appears twice`);
    advice[element] = { en, zh };
  }
  return advice;
}

export const GAP_ADVICE: GapAdvice = parseGapAdvice(fs.readFileSync(GAP_ADVICE_PATH, 'utf8'));
