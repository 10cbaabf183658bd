import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * PDF text layers of Chinese CVs often carry a radical where the page shows an ideograph ("⼈ ⼒
 * 资源部" for "人力资源部"): the font maps the glyph to the radical's code point, and the reader puts
 * spaces around it because the glyph comes from another run. The radicals are folded back to
 * their ideographs (from cjk-radicals.tsv, else by NFKC) and the spaces taken
 * out, so that titles and dates read whole again.
 */
const RADICALS_PATH = fileURLToPath(new URL('./cjk-radicals.tsv', import.meta.url));

/** Either block of radicals: Kangxi (U+2F00–U+2FDF) and the Supplement (U+2E80–U+2EFF). */
const RADICAL = '[\\u2E80-\\u2EFF\\u2F00-\\u2FDF]';
/**
 * Spaces before a radical go after an ideograph or an opening bracket; after a closing bracket
 * they are more likely the gap between two columns ("（外资）  ⾏政主管"). Spaces after a radical
 * go before an ideograph or any Chinese punctuation.
 */
const BEFORE = '[\\p{Script=Han}（《「【〔]';
const AFTER = '[\\p{Script=Han}\\u3000-\\u303F\\uFF00-\\uFF65]';
const SPACES_BY_RADICAL = new RegExp(
  `(?<=${BEFORE}) {1,2}(?=${RADICAL})|(?<=${RADICAL}) {1,2}(?=${AFTER})`,
  'gu',
);
const ANY_RADICAL = new RegExp(RADICAL, 'gu');

export function parseRadicals(tsv: string): Map<string, string> {
  const radicals = new Map<string, string>();
  tsv.split('\n').forEach((row, i) => {
    if (row.trim() === '' || row.startsWith('#') || row.startsWith('radical\t')) return;
    const [radical = '', ideograph = ''] = row.split('\t');
    if ([...radical].length !== 1 || !/^\p{Script=Han}$/u.test(ideograph))
      throw new Error(`cjk-radicals.tsv line ${i + 1}: expected a radical and one ideograph`);
    radicals.set(radical, ideograph);
  });
  return radicals;
}

let loaded: Map<string, string> | null = null;

function radicals(): Map<string, string> {
  loaded ??= parseRadicals(fs.readFileSync(RADICALS_PATH, 'utf8'));
  return loaded;
}

/** A line with its radicals written as ideographs and the spaces a PDF put around them gone. */
export function foldRadicals(line: string): string {
  if (!/[\u2E80-\u2FDF]/u.test(line)) return line;
  const table = radicals();
  return line
    .replace(SPACES_BY_RADICAL, '')
    .replace(ANY_RADICAL, (radical) => table.get(radical) ?? radical.normalize('NFKC'));
}
