import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import yauzl from 'yauzl';
import { CV_ANALYSIS } from '@irreplaceable/contracts/constants';
import type { ExtractionAnswer } from './document-kinds';

/** An entry that would grow more than this many times when unpacked is a zip bomb's trick. */
const MAX_RATIO = 200;
const RATIO_FLOOR_BYTES = 1024 * 1024;

/**
 * Reads the zip's central directory (no entry is unpacked) and refuses a .docx that would unpack
 * to more than the limit, in total or by a ratio no real document has. The thread's memory limit
 * stops one whose directory lies.
 */
function checkZip(bytes: Buffer): Promise<'ok' | 'bomb' | 'corrupt'> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return resolve('corrupt');
      let total = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        if (
          total > CV_ANALYSIS.unpackedMaxBytes ||
          (entry.uncompressedSize > RATIO_FLOOR_BYTES && ratio > MAX_RATIO)
        ) {
          zip.close();
          return resolve('bomb');
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve('ok'));
      zip.on('error', () => resolve('corrupt'));
      zip.readEntry();
    });
  });
}

/** An element of the document mammoth reads from a .docx (paragraph, run, table, break…). */
interface WordElement {
  type: string;
  value?: string;
  children?: WordElement[];
}

/**
 * A Word document's text: a blank line after each paragraph (as mammoth's raw text has it), a
 * line end for each line, column or page break, and each table cell and row ended on its own
 * line, so that a date in one cell never runs into the certificate in the next ("March 2024",
 * "OSHA 30") and a line broken with Shift+Enter stays two lines.
 */
function wordText(element: WordElement): string {
  switch (element.type) {
    case 'text':
      return element.value ?? '';
    case 'tab':
      return '\t';
    case 'break':
      return '\n';
    default: {
      const inner = (element.children ?? []).map(wordText).join('');
      if (element.type === 'paragraph') return `${inner}\n\n`;
      if (element.type === 'tableCell' || element.type === 'tableRow') {
        return inner === '' || inner.endsWith('\n') ? inner : `${inner}\n`;
      }
      return inner;
    }
  }
}

export async function readDocx(bytes: Buffer): Promise<ExtractionAnswer> {
  const zip = await checkZip(bytes);
  if (zip === 'bomb') return { ok: false, problem: 'file_too_complex' };
  if (zip === 'corrupt') return { ok: false, problem: 'file_corrupt' };
  try {
    // mammoth reads the document (paragraphs, runs, tables, breaks); its raw text would drop
    // the breaks and table ends, so the text is taken from the document it read, and the HTML it
    // would then write is skipped by handing it an empty body.
    let text = '';
    await mammoth.convertToHtml(
      { buffer: bytes },
      {
        transformDocument: (document: WordElement) => {
          text = wordText(document);
          return { ...document, children: [] };
        },
      },
    );
    return { ok: true, text, pages: null };
  } catch {
    return { ok: false, problem: 'file_corrupt' };
  }
}

/** An OLE container holding this stream is an Office file encrypted with a password. */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

export async function readDoc(bytes: Buffer): Promise<ExtractionAnswer> {
  if (bytes.includes(ENCRYPTED_PACKAGE)) return { ok: false, problem: 'file_encrypted' };
  // Excel and PowerPoint 97–2003 files are OLE containers too, without a Word stream.
  if (!bytes.includes(WORD_STREAM)) return { ok: false, problem: 'file_type_unsupported' };
  try {
    const document = await new WordExtractor().extract(bytes);
    return { ok: true, text: document.getBody(), pages: null };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return { ok: false, problem: /encrypt/i.test(message) ? 'file_encrypted' : 'file_corrupt' };
  }
}
