/**
 * The thread that reads one document (worker_threads). It loads its readers, then waits for the
 * one document it is given; it runs with its own memory limit and is stopped by extract-text.ts
 * after a time limit, so a hostile file can cost this thread, never the server. It answers once.
 */
import { parentPort } from 'node:worker_threads';
import type { DocumentKind, ExtractionAnswer } from './document-kinds';
import { preparePdfReader, readPdf } from './read-pdf';
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

// The document waits in the port's queue while the readers warm up.
await preparePdfReader().catch(() => undefined);
parentPort?.once('message', (job: Job) => {
  extract(job).then(
    (answer) => parentPort?.postMessage(answer),
    () =>
      parentPort?.postMessage({ ok: false, problem: 'file_corrupt' } satisfies ExtractionAnswer),
  );
});
