import { getDocumentProxy } from 'unpdf';
import type { ExtractionAnswer } from './document-kinds';

/** A CV is a few pages; a longer PDF is read up to here. */
const MAX_PAGES = 20;
/** Fewer visible characters than this in the whole file: a scan without a text layer. */
const MIN_TEXT_CHARACTERS = 30;

interface TextItem {
  str: string;
  transform: number[];
  hasEOL?: boolean;
}

/**
 * A page's text as lines: items on the same baseline (within a third of their height) form one
 * line, left to right; a wide gap between them becomes two spaces, the column gap the CV reading
 * relies on.
 */
function pageLines(items: readonly TextItem[]): string[] {
  const placed = items
    .filter((item) => item.str.trim() !== '')
    .map((item) => ({
      text: item.str,
      x: item.transform[4] ?? 0,
      y: item.transform[5] ?? 0,
      height: Math.abs(item.transform[3] ?? 10) || 10,
    }));
  placed.sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: (typeof placed)[] = [];
  for (const item of placed) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0]!.y - item.y) <= item.height / 3) line.push(item);
    else lines.push([item]);
  }
  return lines.map((line) => {
    line.sort((a, b) => a.x - b.x);
    let text = '';
    let end = -Infinity;
    for (const item of line) {
      const gap = item.x - end;
      if (text) text += gap > item.height * 1.5 ? '  ' : gap > item.height * 0.15 ? ' ' : '';
      text += item.text;
      end = item.x + item.text.length * item.height * 0.5;
    }
    return text.trim();
  });
}

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
      pages.push(pageLines(content.items as TextItem[]).join('\n'));
      page.cleanup();
    }
    const text = pages.join('\n\n');
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
