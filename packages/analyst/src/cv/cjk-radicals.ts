import { restoreChineseForms } from '../text/chinese-text';

/**
 * PDF text layers of Chinese CVs often carry a radical where the page shows an ideograph ("⼈ ⼒
 * 资源部" for "人力资源部"): the font maps the glyph to the radical's code point, and the reader puts
 * spaces around it because the glyph comes from another run. Text pasted from such a PDF arrives
 * here as it was copied: the radicals are put back as the ideographs a mainland reader sees (the
 * same table the file readers use) and the spaces around them taken out, so that titles and dates
 * read whole again.
 */

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

/** A line with its radicals written as ideographs and the spaces a PDF put around them gone. */
export function foldRadicals(line: string): string {
  if (!/[\u2E80-\u2FDF]/u.test(line)) return line;
  return restoreChineseForms(line.replace(SPACES_BY_RADICAL, ''));
}
