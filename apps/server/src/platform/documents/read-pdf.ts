import { getDocumentProxy } from 'unpdf';
import { tidyPdfChinese } from '@irreplaceable/analyst/text/chinese-text';
import type { ExtractionAnswer } from './document-kinds';
import { pageLines, type PdfTextItem } from './pdf-lines';

/** A CV is a few pages; a longer PDF is read up to here. */
const MAX_PAGES = 20;
/** Fewer visible characters than this in the whole file: a scan without a text layer. */
const MIN_TEXT_CHARACTERS = 30;

export async function readPdf(bytes: Uint8Array): Promise<ExtractionAnswer> {
  let document;
  try {
    document = await getDocumentProxy(bytes, { isEvalSupported: false, verbosity: 0 });
  } catch (error) {
    const name = (error as { name?: string }).name;
    return { ok: false, problem: name === 'PasswordException' ? 'file_encrypted' : 'file_corrupt' };
  }
  try {
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES); number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(pageLines(content.items as PdfTextItem[]).join('\n'));
      page.cleanup();
    }
    const text = tidyPdfChinese(pages.join('\n\n'));
    if (text.replace(/\s+/g, '').length < MIN_TEXT_CHARACTERS) {
      return { ok: false, problem: 'pdf_no_text' };
    }
    return { ok: true, text, pages: document.numPages };
  } catch {
    return { ok: false, problem: 'file_corrupt' };
  } finally {
    await document.destroy();
  }
}
