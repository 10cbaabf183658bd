import { Font } from '@react-pdf/renderer';

/**
 * The CV's faces, shipped with the project as subset font files (see fonts/OFL.txt). The CJK face
 * is WOFF2; the others are plain TrueType, because fontkit inflates a WOFF table again each time it
 * reads a glyph from it (half a second per PDF with emoji) and cannot subset TrueType from WOFF2:
 * - `main`, Noto Sans CJK SC: Chinese and Latin in one design, so a mixed line keeps one baseline
 *   and one rhythm. Everything it can draw, it draws.
 * - `latin`, Noto Sans: the Latin, Greek and Cyrillic letters the CJK face lacks (Vietnamese,
 *   Greek accents, Ukrainian і and ї, combining accents), for the words that need them.
 * - `emoji`, Noto Emoji: monochrome, so emoji stay text a reader can copy and search.
 * The PDF embeds only the glyphs a CV uses.
 */
export type CvFace = 'main' | 'latin' | 'emoji';
export type CvWeight = 400 | 700;

export const CV_FACES: readonly CvFace[] = ['main', 'latin', 'emoji'];

export const CV_FONT_FAMILIES: Record<CvFace, string> = {
  main: 'Irreplaceable CV Sans',
  latin: 'Irreplaceable CV Sans Latin',
  emoji: 'Irreplaceable CV Emoji',
};

/** The family every page is set in; runs the main face cannot draw name their own. */
export const CV_FONT_FAMILY = CV_FONT_FAMILIES.main;

const FONT_FILES: Record<CvFace, Record<CvWeight, URL>> = {
  main: {
    400: new URL('../fonts/noto-sans-sc-regular.woff2', import.meta.url),
    700: new URL('../fonts/noto-sans-sc-bold.woff2', import.meta.url),
  },
  latin: {
    400: new URL('../fonts/noto-sans-regular.ttf', import.meta.url),
    700: new URL('../fonts/noto-sans-bold.ttf', import.meta.url),
  },
  emoji: {
    400: new URL('../fonts/noto-emoji-regular.ttf', import.meta.url),
    700: new URL('../fonts/noto-emoji-bold.ttf', import.meta.url),
  },
};

/** In Node a font is read from disk; in the browser it is fetched from the built assets. */
const fontSource = (url: URL) =>
  url.protocol === 'file:' ? decodeURIComponent(url.pathname) : url.href;

/** The part of a fontkit font the typesetter uses. */
export interface FontMetrics {
  unitsPerEm: number;
  layout(text: string): { advanceWidth: number };
  hasGlyphForCodePoint(codePoint: number): boolean;
}

let registered = false;
function register(): void {
  if (registered) return;
  registered = true;
  for (const face of CV_FACES) {
    Font.register({
      family: CV_FONT_FAMILIES[face],
      fonts: ([400, 700] as const).map((weight) => ({
        src: fontSource(FONT_FILES[face][weight]),
        fontWeight: weight,
      })),
    });
  }
  // Lines arrive already broken (wrapLines); the renderer must not hyphenate words on its own.
  Font.registerHyphenationCallback((word) => [word]);
}

/**
 * Loads one face in one weight through react-pdf, so the typesetter measures with the very font
 * object the renderer draws with. Each file is fetched once per process or page.
 */
export async function loadFace(face: CvFace, weight: CvWeight): Promise<FontMetrics> {
  register();
  const descriptor = { fontFamily: CV_FONT_FAMILIES[face], fontWeight: weight };
  await Font.load(descriptor);
  return Font.getFont(descriptor)!.data as unknown as FontMetrics;
}
