import { pdf } from '@react-pdf/renderer';
import type { Language } from '@irreplaceable/contracts/constants';
import type { TCvDocument, TCvPaper, TCvTemplate } from '@irreplaceable/contracts/cv/cv-document';
import { createCvPdfDocument } from '@irreplaceable/cv-pdf/cv-pdf-document';

export type TCvPdfOptions = {
  cv: TCvDocument;
  template: TCvTemplate;
  language: Language;
  paper: TCvPaper;
};

/**
 * The CV's PDF, drawn here in the browser by the code the server's export runs
 * (packages/cv-pdf): the preview shows these bytes and the download saves them.
 */
export async function drawCvPdf(options: TCvPdfOptions): Promise<Blob> {
  return pdf(await createCvPdfDocument(options)).toBlob();
}
