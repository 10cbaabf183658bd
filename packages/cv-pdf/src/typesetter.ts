import { Font } from '@react-pdf/renderer';
import { wrapLines } from './line-breaking';

/**
 * The CV's one font family, Noto Sans CJK SC in two weights, shipped with the project as subset
 * WOFF2 files (see fonts/OFL.txt). It holds Latin as well as Chinese, so a mixed line keeps one
 * baseline and one rhythm. The PDF embeds only the glyphs a CV uses.
 */
export const CV_FONT_FAMILY = 'Irreplaceable CV Sans';
export type CvWeight = 400 | 700;

const FONT_FILES: Record<CvWeight, URL> = {
  400: new URL('../fonts/noto-sans-sc-regular.woff2', import.meta.url),
  700: new URL('../fonts/noto-sans-sc-bold.woff2', import.meta.url),
};

/** In Node the font is read from disk; in the browser it is fetched from the built assets. */
const fontSource = (url: URL) =>
  url.protocol === 'file:' ? decodeURIComponent(url.pathname) : url.href;

/** The part of a fontkit font the typesetter uses. */
interface FontMetrics {
  unitsPerEm: number;
  layout(text: string): { advanceWidth: number };
  hasGlyphForCodePoint(codePoint: number): boolean;
}

let registered = false;
function register(): void {
  if (registered) return;
  registered = true;
  Font.register({
    family: CV_FONT_FAMILY,
    fonts: [
      { src: fontSource(FONT_FILES[400]), fontWeight: 400 },
      { src: fontSource(FONT_FILES[700]), fontWeight: 700 },
    ],
  });
  // Lines arrive already broken (wrapLines); the renderer must not hyphenate words on its own.
  Font.registerHyphenationCallback((word) => [word]);
}

/** Measures and breaks text in the CV font, with the same widths the PDF will have. */
export interface Typesetter {
  width(text: string, size: number, weight?: CvWeight): number;
  /** `text` broken into lines no wider than `width`. */
  lines(text: string, width: number, size: number, weight?: CvWeight): string[];
  /** Characters of `text` the font has no glyph for, once each. */
  missingGlyphs(text: string): string[];
}

/** Room kept at a line's end, so a rounding difference never pushes a word onto a line of its own. */
const SAFETY_PT = 0.5;

async function loadFont(weight: CvWeight): Promise<FontMetrics> {
  register();
  const descriptor = { fontFamily: CV_FONT_FAMILY, fontWeight: weight };
  await Font.load(descriptor);
  return Font.getFont(descriptor)!.data as unknown as FontMetrics;
}

let loading: Promise<Typesetter> | undefined;

/** Loads the fonts once per process or page and gives the typesetter that measures with them. */
export function loadTypesetter(): Promise<Typesetter> {
  loading ??= Promise.all([loadFont(400), loadFont(700)]).then(([regular, bold]) => {
    const fonts: Record<CvWeight, FontMetrics> = { 400: regular, 700: bold };
    const cache = new Map<string, number>();
    const width = (text: string, size: number, weight: CvWeight = 400) => {
      const key = `${weight}|${text}`;
      let units = cache.get(key);
      if (units === undefined) {
        const font = fonts[weight];
        units = font.layout(text).advanceWidth / font.unitsPerEm;
        if (cache.size > 20_000) cache.clear();
        cache.set(key, units);
      }
      return units * size;
    };
    return {
      width,
      lines: (text, maxWidth, size, weight = 400) =>
        wrapLines(text, (piece) => width(piece, size, weight), maxWidth - SAFETY_PT),
      missingGlyphs: (text) => {
        const missing = new Set<string>();
        for (const char of text) {
          const code = char.codePointAt(0)!;
          if (code < 0x20 || /\s/u.test(char)) continue;
          if (!regular.hasGlyphForCodePoint(code)) missing.add(char);
        }
        return [...missing];
      },
    };
  });
  return loading;
}
