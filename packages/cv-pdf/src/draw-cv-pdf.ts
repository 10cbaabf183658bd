import { renderToBuffer } from '@react-pdf/renderer';
import { CV_EDITOR } from '@irreplaceable/contracts/constants';
import type { TCvSection } from '@irreplaceable/contracts/cv/cv-document';
import { createCvPdfDocument, PAGE_SIZES, type CvPdfOptions } from './cv-pdf-document';
import { toCvView } from './cv-view';
import { measureCvLength, sectionsToShorten } from './page-length';
import { loadTypesetter } from './typesetter';

export type DrawCvAnswer =
  | { ok: true; pdf: Uint8Array; pages: number }
  /** Past the page limit: `pages` drawn, or at least that many when `exact` is false. */
  | { ok: false; problem: 'cv_too_long'; pages: number; exact: boolean; sections: TCvSection[] }
  | { ok: false; problem: 'cv_photo_unreadable' };

/** Pages of a PDF written by react-pdf, which keeps its page objects uncompressed. */
export function countPdfPages(pdf: Uint8Array): number {
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)
    .toString('latin1')
    .match(/\/Type \/Page(?![a-zA-Z])/g)!.length;
}

/**
 * The server's export of a CV: refused without drawing when its words alone are more than the page
 * limit holds, else drawn and refused if the drawing runs past the limit, with the sections to
 * shorten either way. Runs in a child process of the server's work pool.
 */
export async function drawCvPdf(
  options: CvPdfOptions,
  maxPages: number = CV_EDITOR.exportMaxPages,
): Promise<DrawCvAnswer> {
  const ts = await loadTypesetter();
  const length = measureCvLength(
    toCvView(options.cv, options.language),
    ts,
    PAGE_SIZES[options.paper],
  );
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
