import { CV_ANALYSIS } from '@irreplaceable/contracts/constants';
import { AppError } from '../errors/app-error';
import type { ServerWorkPool } from '../work/server-tasks';
import type { DocumentKind, ExtractionAnswer } from './document-kinds';

/**
 * Reads a document's text in a child process of the work pool, within its time and memory
 * limits: a decompression bomb or a PDF built to loop ends that child with `file_too_complex`, a
 * reader that dies on the file answers `file_corrupt`, and the server goes on. Refusals of a busy
 * pool (429 for the person's share, 503 for the server's) reach the caller as errors.
 */
export async function extractText(
  work: ServerWorkPool,
  document: { kind: DocumentKind; bytes: Buffer },
  owner: string,
  timeoutMs: number = CV_ANALYSIS.parseTimeoutMs,
): Promise<ExtractionAnswer> {
  const outcome = await work.run(
    'read-document',
    { kind: document.kind, bytes: document.bytes },
    { owner, timeoutMs, memoryMb: CV_ANALYSIS.parseMemoryMb },
  );
  if (outcome.ok) return outcome.value;
  switch (outcome.failure) {
    case 'stopped':
      throw new AppError('server_busy', {}, { retryAfterSeconds: 10 });
    case 'crashed':
      return { ok: false, problem: 'file_corrupt' };
    case 'timeout':
    case 'memory':
      return { ok: false, problem: 'file_too_complex' };
  }
}
