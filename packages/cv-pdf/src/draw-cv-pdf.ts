import { renderToBuffer } from '@react-pdf/renderer';
import { CV_EDITOR } from '@irreplaceable/contracts/constants';
import type { TCvSection } from '@irreplaceable/contracts/cv/cv-document';
import { createCvPdfDocument, PAGE_SIZES, viewTexts, type CvPdfOptions } from './cv-pdf-document';
import { toCvView } from './cv-view';
import { countPdfPages, measureCvLength, sectionsToShorten } from './page-length';
import { loadTypesetter } from './typesetter';
import { findUnsupportedCharacters, type UnsupportedCharacter } from './unsupported-characters';

export type DrawCvAnswer =
  | { ok: true; pdf: Uint8Array; pages: number }
  /** Past the page limit: `pages` drawn, or at least that many when `exact` is false. */
  | { ok: false; problem: 'cv_too_long'; pages: number; exact: boolean; sections: TCvSection[] }
  | { ok: false; problem: 'cv_photo_unreadable' }
  /** Characters no shipped font draws, or in a script the renderer cannot lay out. */
  | { ok: false; problem: 'cv_unsupported_characters'; characters: UnsupportedCharacter[] };

/**
 * The server's export of a CV: refused without drawing when it holds characters the PDF cannot
 * draw (the check the editor runs) or when its words alone are more than the page limit holds, else drawn and refused if the drawing runs past the limit, with the sections to
 * shorten either way. Runs in a child process of the server's work pool.
 */
export async function drawCvPdf(
  options: CvPdfOptions,
  maxPages: number = CV_EDITOR.exportMaxPages,
): Promise<DrawCvAnswer> {
  const characters = await findUnsupportedCharacters(options.cv);
  if (characters.length > 0) return { ok: false, problem: 'cv_unsupported_characters', characters };
  const view = toCvView(options.cv, options.language);
  const ts = await loadTypesetter(...viewTexts(view));
  const length = measureCvLength(view, ts, PAGE_SIZES[options.paper]);
  const tooLong = (pages: number, exact: boolean): DrawCvAnswer => ({
    ok: false,
    problem: 'cv_too_long',
    pages,
    exact,
    sections: sectionsToShorten(length, pages, maxPages),
  });
  if (length.minimumPages > maxPages) return tooLong(length.minimumPages, false);
  let pdf: Buffer;
  try {
    pdf = await renderToBuffer(await createCvPdfDocument(options));
  } catch (error) {
    // A photo whose bytes the image decoder cannot read is the person's to replace.
    if (options.cv.basics.image) return { ok: false, problem: 'cv_photo_unreadable' };
    throw error;
  }
  const pages = countPdfPages(pdf);
  if (pages > maxPages) return tooLong(pages, true);
  return { ok: true, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength), pages };
}
