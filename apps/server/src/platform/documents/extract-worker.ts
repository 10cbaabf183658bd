/**
 * The thread that reads one document (worker_threads). It runs with its own memory limit and is
 * stopped by extract-text.ts after a time limit, so a hostile file can cost this thread, never the
 * server. It answers once and exits.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { DocumentKind, ExtractionAnswer } from './document-kinds';
import { readPdf } from './read-pdf';
import { readDoc, readDocx } from './read-word';
import { decodeText } from './sniff-document';

interface Job {
  kind: DocumentKind;
  bytes: Uint8Array;
}

async function extract({ kind, bytes }: Job): Promise<ExtractionAnswer> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  switch (kind) {
    case 'pdf':
      return readPdf(new Uint8Array(buffer));
    case 'docx':
      return readDocx(buffer);
    case 'doc':
      return readDoc(buffer);
    case 'txt':
    case 'md': {
      const text = decodeText(buffer);
      return text === null
        ? { ok: false, problem: 'file_type_unsupported' }
        : { ok: true, text, pages: null };
    }
  }
}

extract(workerData as Job).then(
  (answer) => parentPort?.postMessage(answer),
  () => parentPort?.postMessage({ ok: false, problem: 'file_corrupt' } satisfies ExtractionAnswer),
);
