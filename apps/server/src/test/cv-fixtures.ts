import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import PDFDocument from 'pdfkit';
import yazl from 'yazl';
import type { FastifyInstance } from 'fastify';
import type { TCvAnalysisResponse } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import { bearer, uniqueIp } from './factories';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/cv');

/** A committed CV document (made by scripts/fixtures/make-cv-fixtures.ts). */
export function cvFixture(name: string): Buffer {
  return fs.readFileSync(path.join(FIXTURES, name));
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

function pdfBytes(options: PDFKit.PDFDocumentOptions, draw: (pdf: PDFKit.PDFDocument) => void) {
  return new Promise<Buffer>((resolve) => {
    const pdf = new PDFDocument(options);
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    draw(pdf);
    pdf.end();
  });
}

const CV_LINES = [
  'Jordan Reyes',
  'Staff Accountant | Denver, CO',
  'EXPERIENCE',
  'Staff Accountant, Front Range Logistics — Jan 2021 – Present',
  'Month-end close, reconciliations and the general ledger in NetSuite and Excel',
  'EDUCATION',
  'BSc Accounting, Mountain State University, 2020',
];

/** A grey 64×64 PNG, made with its checksums right so a PDF writer can embed it. */
function greyPng(): Buffer {
  const size = 64;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((size + 1) * size, 0x99);
  for (let row = 0; row < size; row += 1) rows[row * (size + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A CV whose pages are only a picture: a scan, with no text layer. */
export const scannedPdf = () =>
  pdfBytes({}, (pdf) => {
    const scan = greyPng();
    pdf.image(scan, 50, 50, { width: 500 });
    pdf.addPage().image(scan, 50, 50, { width: 500 });
  });

/** A real CV behind a password (pdfkit encrypts with RC4/AES as PDF readers expect). */
export const encryptedPdf = () =>
  pdfBytes({ userPassword: 'secret', ownerPassword: 'owner' }, (pdf) => {
    for (const line of CV_LINES) pdf.text(line);
  });

/** A PDF cut off after its first kilobyte: the header promises what the body never gives. */
export const truncatedPdf = async () =>
  (
    await pdfBytes({ compress: false }, (pdf) => {
      for (const line of CV_LINES) pdf.text(line);
    })
  ).subarray(0, 600);

/**
 * A "docx" that would unpack to 150 MB: a real zip (the Word parts a .docx needs) whose document
 * part is zeros, compressing to well under a megabyte.
 */
export function zipBombDocx(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const zip = new yazl.ZipFile();
    zip.addBuffer(
      Buffer.from(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '[Content_Types].xml',
    );
    const zeros = new PassThrough();
    zip.addReadStream(zeros, 'word/document.xml');
    const block = Buffer.alloc(1024 * 1024);
    for (let i = 0; i < 150; i += 1) zeros.write(block);
    zeros.end();
    zip.end();
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
