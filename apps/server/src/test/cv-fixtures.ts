import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { TCvAnalysisResponse } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import { bearer, uniqueIp } from './factories';

export { encryptedPdf, scannedPdf, truncatedPdf, zipBombDocx } from './bad-documents';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/cv');
const READING = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/reading');

/** A committed CV document (made by scripts/fixtures/make-cv-fixtures.ts). */
export function cvFixture(name: string): Buffer {
  return fs.readFileSync(path.join(FIXTURES, name));
}

/** A committed document for the reading tests (made by scripts/fixtures/make-reading-fixtures.ts). */
export function readingFixture(name: string): Buffer {
  return fs.readFileSync(path.join(READING, name));
}

interface FormPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body, parts in the order given, as a browser sends it. */
export function multipartForm(parts: readonly FormPart[]) {
  const boundary = `----irreplaceable${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file =
      part.filename === undefined
        ? ''
        : `; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function uploadCv(
  app: FastifyInstance,
  token: string,
  file: Buffer,
  options: {
    filename?: string;
    mode?: 'free' | 'credit';
    language?: 'en' | 'zh';
    fieldsFirst?: boolean;
    acceptLanguage?: string;
  } = {},
) {
  const fields: FormPart[] = [
    { name: 'mode', value: options.mode ?? 'free' },
    { name: 'language', value: options.language ?? 'en' },
  ];
  const filePart: FormPart = { name: 'file', value: file, filename: options.filename ?? 'cv.pdf' };
  const { payload, headers } = multipartForm(
    options.fieldsFirst === false ? [filePart, ...fields] : [...fields, filePart],
  );
  return app.inject({
    method: 'POST',
    url: '/api/cv-analysis',
    headers: { ...headers, ...bearer(token), 'accept-language': options.acceptLanguage ?? 'en' },
    payload,
    // Starts are limited per address; each test start comes from its own.
    remoteAddress: uniqueIp(),
  });
}

export function pasteCv(
  app: FastifyInstance,
  token: string,
  text: string,
  options: { mode?: 'free' | 'credit'; language?: 'en' | 'zh'; acceptLanguage?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/cv-analysis',
    headers: { ...bearer(token), 'accept-language': options.acceptLanguage ?? 'en' },
    payload: { cv_text: text, mode: options.mode ?? 'free', language: options.language ?? 'en' },
    remoteAddress: uniqueIp(),
  });
}

/** Reads an analysis until it has finished (completed or failed). */
export async function analysisWhenDone(
  app: FastifyInstance,
  token: string,
  id: string,
  language = 'en',
): Promise<TCvAnalysisResponse> {
  for (let i = 0; i < 600; i += 1) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/cv-analysis/${id}`,
      headers: { ...bearer(token), 'accept-language': language },
    });
    const analysis = response.json<TCvAnalysisResponse>();
    if (analysis.status === 'completed' || analysis.status === 'failed') return analysis;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`analysis ${id} did not finish`);
}
