import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { CV_ANALYSIS } from '@irreplaceable/contracts/constants';
import type { DocumentKind, ExtractionAnswer } from './document-kinds';

export interface ExtractionLimits {
  timeoutMs: number;
  memoryMb: number;
}

const DEFAULT_LIMITS: ExtractionLimits = {
  timeoutMs: CV_ANALYSIS.parseTimeoutMs,
  memoryMb: CV_ANALYSIS.parseMemoryMb,
};

/** tsx's ESM API as a file URL, read from its package's exports (test runners lack import.meta.resolve). */
function tsxEsmApi(): string {
  const manifestPath = createRequire(import.meta.url).resolve('tsx/package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  const entry = manifest.exports['./esm/api']!.import.default;
  return pathToFileURL(path.join(path.dirname(manifestPath), entry)).href;
}

/**
 * The worker: the bundled script beside the server's bundle, or, when the server itself runs
 * from source (development and tests), the TypeScript source loaded through tsx's API (a
 * `--import tsx` flag would not be in place before a worker's first module loads on Node 20).
 */
function workerEntry(): { entry: string | URL; eval: boolean } {
  if (!import.meta.url.endsWith('.ts')) {
    return { entry: new URL('./extract-worker.js', import.meta.url), eval: false };
  }
  const api = JSON.stringify(tsxEsmApi());
  const source = JSON.stringify(new URL('./extract-worker.ts', import.meta.url).href);
  return {
    entry: `import(${api}).then(({ tsImport }) => tsImport(${source}, ${source}))`,
    eval: true,
  };
}

function startWorker(limits: ExtractionLimits): Worker {
  const { entry, eval: isSource } = workerEntry();
  const worker = new Worker(entry, {
    eval: isSource,
    resourceLimits: {
      maxOldGenerationSizeMb: limits.memoryMb,
      maxYoungGenerationSizeMb: Math.min(64, Math.ceil(limits.memoryMb / 4)),
    },
    // What a library prints while reading (a warning can quote the document) stays out of the
    // server's output.
    stdout: true,
    stderr: true,
  });
  return worker;
}

/**
 * A thread at work: it holds the process open until it answers, and what it prints is drained
 * and dropped. (A waiting spare's output is not drained: that would hold the process open.)
 */
function employ(worker: Worker): Worker {
  worker.ref();
  worker.stdout.resume();
  worker.stderr.resume();
  return worker;
}

/**
 * One thread started ahead, its readers loaded (about 0.3 s for the PDF library), waiting for a
 * document: a thread still reads one document only and is ended after it, but nobody waits for
 * one to start. It does not keep the process alive.
 */
let spare: { worker: Worker; limits: ExtractionLimits } | null = null;

function prepareSpare(limits: ExtractionLimits) {
  const worker = startWorker(limits);
  worker.unref();
  const entry = { worker, limits };
  // A spare that dies before it is used is forgotten, not handed a document.
  worker.once('exit', () => {
    if (spare === entry) spare = null;
  });
  spare = entry;
}

/** Ends the waiting thread (when the server closes). */
export async function releaseSpareReader(): Promise<void> {
  const waiting = spare;
  spare = null;
  await waiting?.worker.terminate();
}

function takeWorker(limits: ExtractionLimits): Worker {
  const ready = spare;
  spare = null;
  const sameLimits =
    ready &&
    ready.limits.memoryMb === limits.memoryMb &&
    ready.limits.timeoutMs === limits.timeoutMs;
  if (ready && !sameLimits) void ready.worker.terminate();
  const worker = employ(ready && sameLimits ? ready.worker : startWorker(limits));
  setImmediate(() => {
    if (!spare) prepareSpare(limits);
  });
  return worker;
}

/**
 * Reads a document's text in a thread of its own, with a memory ceiling and a time limit: a
 * decompression bomb or a PDF built to loop ends that thread with `file_too_complex`, and the
 * server goes on. The bytes are copied to the thread; nothing is written to disk.
 */
export function extractText(
  kind: DocumentKind,
  bytes: Buffer,
  limits: ExtractionLimits = DEFAULT_LIMITS,
): Promise<ExtractionAnswer> {
  const worker = takeWorker(limits);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: ExtractionAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    };
    const timer = setTimeout(
      () => settle({ ok: false, problem: 'file_too_complex' }),
      limits.timeoutMs,
    );
    worker.once('message', (answer: ExtractionAnswer) => settle(answer));
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash while reading: the file is to blame.
    worker.once('error', (error: NodeJS.ErrnoException) =>
      settle({
        ok: false,
        problem: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'file_too_complex' : 'file_corrupt',
      }),
    );
    worker.once('exit', () => settle({ ok: false, problem: 'file_corrupt' }));
    worker.postMessage({ kind, bytes: new Uint8Array(bytes) });
  });
}
