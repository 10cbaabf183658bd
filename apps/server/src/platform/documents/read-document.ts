import { restoreChineseForms } from '@irreplaceable/analyst/text/chinese-text';
import type { DocumentKind, ExtractionAnswer } from './document-kinds';
import { decodeText } from './sniff-document';

/** An uploaded document to read: its kind, decided from its bytes, and the bytes. */
export interface DocumentJob {
  kind: DocumentKind;
  bytes: Uint8Array;
}

/**
 * A document's text. Runs in a child process of the work pool (platform/work), never on the
 * server's main thread: a hostile file can cost that child its time and memory limits, never the
 * server. Each reader is loaded when a document of its kind first comes.
 */
export async function readDocument(job: DocumentJob): Promise<ExtractionAnswer> {
  const answer = await readByKind(job);
  // Text copied out of a PDF into Word or a text file keeps the PDF's look-alike ideographs.
  return answer.ok ? { ...answer, text: restoreChineseForms(answer.text) } : answer;
}

async function readByKind({ kind, bytes }: DocumentJob): Promise<ExtractionAnswer> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    switch (kind) {
      case 'pdf':
        return await (await import('./read-pdf')).readPdf(new Uint8Array(buffer));
      case 'docx':
        return await (await import('./read-word')).readDocx(buffer);
      case 'doc':
        return await (await import('./read-word')).readDoc(buffer);
      case 'txt':
      case 'md': {
        const text = decodeText(buffer);
        return text === null
          ? { ok: false, problem: 'file_type_unsupported' }
          : { ok: true, text, pages: null };
      }
    }
  } catch {
    return { ok: false, problem: 'file_corrupt' };
  }
}
