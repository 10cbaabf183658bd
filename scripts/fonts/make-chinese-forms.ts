/**
 * Writes packages/analyst/src/text/chinese-forms.json: the ideograph a mainland reader
 * sees for each Kangxi radical (U+2F00–U+2FD5), CJK Radicals Supplement form (U+2E80–U+2EF3) and
 * CJK compatibility ideograph (U+F900–U+FAFF, U+2F800–U+2FA1F) that a PDF's text layer may name.
 *
 * Why: a browser printing Chinese in Noto Sans CJK SC writes, for each glyph, the first code point
 * the font maps to it, and the font maps 月 and ⽉, 户 and ⼾, 门 and ⻔ to one glyph. The right
 * ideograph is therefore the one that shares the radical's glyph in the Simplified Chinese font;
 * where the font has none, Unicode's own radical table (CJKRadicals.txt) and then NFKC decide. A
 * Kangxi radical whose ideograph is traditional (門, 長, 見) becomes the simplified ideograph of the
 * same radical (门, 长, 见), except where the simplified radical is only a component (纟, 讠, 钅, 饣,
 * 丬, 辶) and the full character is what a text means.
 *
 *   npx tsx scripts/fonts/make-chinese-forms.ts
 *
 * Needs the Noto CJK fonts (`apt-get install fonts-noto-cjk`) and Unicode's data files
 * (`apt-get install unicode-data`).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The part of fontkit (installed with pdfkit, which the server's tests use) read here. */
interface CjkFont {
  characterSet: number[];
  glyphForCodePoint(code: number): { id: number };
  hasGlyphForCodePoint(code: number): boolean;
}
const fontkit = createRequire(import.meta.url)('fontkit') as {
  openSync(file: string, postscriptName: string): CjkFont;
};

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'packages/analyst/src/text/chinese-forms.json');
const FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const RADICALS = '/usr/share/unicode/CJKRadicals.txt';
/** Radical numbers whose simplified form is a component, not a character of its own. */
const COMPONENT_ONLY = new Set(['90', '120', '149', '162', '167', '184']);
/** Variants that Unicode and the font give but mainland text writes otherwise (靑 is 青). */
const MAINLAND_FORMS: Record<string, string> = { 靑: '青' };

const font = fontkit.openSync(FONT, 'NotoSansCJKsc-Regular');
const char = (code: number) => String.fromCodePoint(code);
const isUnified = (code: number) =>
  (code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf);

/** Unified ideographs by the glyph the SC font draws them with. */
const byGlyph = new Map<number, number[]>();
for (const code of font.characterSet) {
  if (!isUnified(code)) continue;
  const id = font.glyphForCodePoint(code).id;
  byGlyph.set(id, [...(byGlyph.get(id) ?? []), code]);
}

/** Unicode's radical table: number → the radical's code point and its ideograph. */
const radicals = new Map<string, { radical: number; ideograph: number }>();
for (const line of fs.readFileSync(RADICALS, 'utf8').split('\n')) {
  const match = /^(\d+'*); ([0-9A-F]+); ([0-9A-F]+)/.exec(line);
  if (match) {
    radicals.set(match[1]!, {
      radical: parseInt(match[2]!, 16),
      ideograph: parseInt(match[3]!, 16),
    });
  }
}
const numberOf = new Map([...radicals].map(([number, entry]) => [entry.radical, number]));

/** The ideograph the SC font shows for a radical, or Unicode's, or NFKC's. */
function shownAs(code: number): number | undefined {
  const fromTable = radicals.get(numberOf.get(code) ?? '')?.ideograph;
  const nfkc = char(code).normalize('NFKC');
  const fromNfkc = nfkc !== char(code) ? nfkc.codePointAt(0) : undefined;
  const glyph = font.hasGlyphForCodePoint(code) ? font.glyphForCodePoint(code).id : undefined;
  const sharing = glyph === undefined ? [] : (byGlyph.get(glyph) ?? []);
  if (sharing.length === 1) return sharing[0];
  for (const preferred of [fromTable, fromNfkc]) {
    if (preferred !== undefined && sharing.includes(preferred)) return preferred;
  }
  return sharing[0] ?? fromTable ?? fromNfkc;
}

const forms: Record<string, string> = {};
for (let code = 0x2f00; code <= 0x2fd5; code += 1) {
  let target = shownAs(code);
  const number = numberOf.get(code);
  const simplified = radicals.get(`${number}'`);
  if (number && simplified && !COMPONENT_ONLY.has(number)) target = simplified.ideograph;
  if (target !== undefined) forms[char(code)] = MAINLAND_FORMS[char(target)] ?? char(target);
}
for (let code = 0x2e80; code <= 0x2ef3; code += 1) {
  const target = shownAs(code);
  if (target !== undefined && isUnified(target)) forms[char(code)] = char(target);
}
for (const [from, to] of [
  [0xf900, 0xfaff],
  [0x2f800, 0x2fa1f],
] as const) {
  for (let code = from; code <= to; code += 1) {
    const unified = char(code).normalize('NFC');
    if (unified !== char(code)) forms[char(code)] = unified;
  }
}

fs.writeFileSync(OUT, `${JSON.stringify(forms, null, 2)}\n`);
console.log(`${Object.keys(forms).length} forms written to ${path.relative(ROOT, OUT)}`);
