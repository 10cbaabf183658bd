import { pdf } from '@react-pdf/renderer';
import { CV_EDITOR, type Language } from '@irreplaceable/contracts/constants';
import type {
  TCvDocument,
  TCvPaper,
  TCvSection,
  TCvTemplate,
} from '@irreplaceable/contracts/cv/cv-document';
import { createCvPdfDocument, PAGE_SIZES, viewTexts } from '@irreplaceable/cv-pdf/cv-pdf-document';
import { toCvView } from '@irreplaceable/cv-pdf/cv-view';
import {
  countPdfPages,
  measureCvLength,
  sectionsToShorten,
} from '@irreplaceable/cv-pdf/page-length';
import { loadTypesetter } from '@irreplaceable/cv-pdf/typesetter';

export type TCvPdfOptions = {
  cv: TCvDocument;
  template: TCvTemplate;
  language: Language;
  paper: TCvPaper;
};

/** How long the CV is: pages drawn (`exact`), or at least that many when it was not drawn. */
export type TCvLength = { pages: number; exact: boolean; sections: TCvSection[] };

/**
 * The CV's PDF, drawn here in the browser by the code the server's export runs
 * (packages/cv-pdf): the preview shows these bytes and the download saves them.
 */
export async function drawCvPdf(options: TCvPdfOptions): Promise<Blob> {
  return pdf(await createCvPdfDocument(options)).toBlob();
}

/**
 * The CV drawn with its length, by the server export's rules: a CV whose words alone are past
 * the page limit is not drawn at all (no blob), one drawn past it says which sections to shorten.
 */
export async function drawMeasuredCvPdf(
  options: TCvPdfOptions,
): Promise<{ blob: Blob | null; length: TCvLength }> {
  const max = CV_EDITOR.exportMaxPages;
  const view = toCvView(options.cv, options.language);
  const ts = await loadTypesetter(...viewTexts(view));
  const words = measureCvLength(view, ts, PAGE_SIZES[options.paper]);
  if (words.minimumPages > max) {
    const pages = words.minimumPages;
    return {
      blob: null,
      length: { pages, exact: false, sections: sectionsToShorten(words, pages, max) },
    };
  }
  const blob = await drawCvPdf(options);
  const pages = countPdfPages(new Uint8Array(await blob.arrayBuffer()));
  const sections = pages > max ? sectionsToShorten(words, pages, max) : [];
  return { blob, length: { pages, exact: true, sections } };
}
