import { CV_FACES, loadFace, type CvFace, type CvWeight, type FontMetrics } from './cv-fonts';
import { wrapLines } from './line-breaking';
import { layoutText, type TextRun, type UnsupportedText } from './text-runs';

/** Measures and breaks text in the CV's faces, with the same widths the PDF will have. */
export interface Typesetter {
  width(text: string, size: number, weight?: CvWeight): number;
  /** `text` broken into lines no wider than `width`. */
  lines(text: string, width: number, size: number, weight?: CvWeight): string[];
  /** `text` as runs of one face each, as the templates draw it. */
  runs(text: string): TextRun[];
  /** What in `text` no face can draw, each character once. */
  unsupported(text: string): UnsupportedText[];
}

/** Room kept at a line's end, so a rounding difference never pushes a word onto a line of its own. */
const SAFETY_PT = 0.5;

type FaceSet = Record<CvWeight, FontMetrics>;

const loadWeights = async (face: CvFace): Promise<FaceSet> => {
  const [regular, bold] = await Promise.all([loadFace(face, 400), loadFace(face, 700)]);
  return { 400: regular, 700: bold };
};

let main: Promise<FaceSet> | undefined;
let fallbacks: Promise<Partial<Record<CvFace, FaceSet>>> | undefined;
/** The faces loaded so far; the fallback faces join once some text needs them. */
const loaded: Partial<Record<CvFace, FaceSet>> = {};
const widths = new Map<string, number>();

const coverage = new Map<string, boolean>();
function covers(face: CvFace, codePoint: number): boolean {
  const key = `${face}${codePoint}`;
  let has = coverage.get(key);
  if (has === undefined) {
    const font = loaded[face]?.[400];
    if (!font) return false;
    has = font.hasGlyphForCodePoint(codePoint);
    coverage.set(key, has);
  }
  return has;
}

/** Whether some visible character of `text` is one the main face lacks. */
function needsFallback(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || /\s|\p{Default_Ignorable_Code_Point}/u.test(char)) continue;
    if (!covers('main', code)) return true;
  }
  return false;
}

function width(text: string, size: number, weight: CvWeight = 400): number {
  const key = `${weight}|${text}`;
  let units = widths.get(key);
  if (units === undefined) {
    units = 0;
    for (const run of layoutText(text, covers).runs) {
      const font = loaded[run.face]![weight];
      units += font.layout(run.text).advanceWidth / font.unitsPerEm;
    }
    if (widths.size > 20_000) widths.clear();
    widths.set(key, units);
  }
  return units * size;
}

const typesetter: Typesetter = {
  width,
  lines: (text, maxWidth, size, weight = 400) =>
    wrapLines(text, (piece) => width(piece, size, weight), maxWidth - SAFETY_PT),
  runs: (text) => layoutText(text, covers).runs,
  unsupported: (text) => {
    const seen = new Set<string>();
    return layoutText(text, covers).unsupported.filter(
      (entry) => !seen.has(entry.text) && Boolean(seen.add(entry.text)),
    );
  },
};

/**
 * Loads the faces `texts` need, once per process or page, and gives the typesetter that measures
 * with them. The main face always loads; the Latin and emoji faces only once some text needs
 * them, so a CV in Chinese and English alone never fetches them. Call it with every text to be
 * measured or checked: a character whose face has not loaded counts as one no face can draw.
 */
export async function loadTypesetter(...texts: string[]): Promise<Typesetter> {
  main ??= loadWeights('main').then((set) => (loaded.main = set));
  await main;
  if (texts.some(needsFallback)) await loadFallbacks();
  return typesetter;
}

/** Every face at once: for a server that warms up before its first export. */
export async function loadEveryFace(): Promise<Typesetter> {
  await loadTypesetter();
  await loadFallbacks();
  return typesetter;
}

function loadFallbacks() {
  fallbacks ??= Promise.all(
    CV_FACES.filter((face) => face !== 'main').map(async (face) => {
      loaded[face] = await loadWeights(face);
    }),
  ).then(() => {
    // Widths measured before a face joined may have left its characters out.
    widths.clear();
    return loaded;
  });
  return fallbacks;
}
