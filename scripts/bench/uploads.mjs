// How much five large CV uploads at once hold up everyone else, against the built server in
// embedded mode (PGlite) on BENCH_PORT (default 3540). Five people sign in through the
// development outbox; each uploads a CV of about 10 MB as their free analysis, all five at the
// same moment, while /api/health is asked every 100 ms from the start of the uploads until the
// last analysis has finished. Prints the slowest and 99th-percentile health answer and each
// upload's status, answer time and outcome.
//
// The CVs are real PDFs made here with pdfkit: two pages of an evaluation CV's text (our own,
// packages/analyst/eval/cvs) and a photo-sized image of random pixels, which no compression can
// shrink, so each file is close to the 10 MB limit. Each person's image has its own pixels.
// Run `npm run build` first. BENCH_UPLOADS sets how many people upload (default 5).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import PDFDocument from 'pdfkit';
import { json, percentile, root, signIn, startServer } from './server-process.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3540);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 5);
const PROBE_EVERY_MS = 100;
/** Random RGB pixels: 1,790 × 1,900 × 3 bytes, a little under the 10 MB limit once in a PDF. */
const IMAGE = { width: 1790, height: 1900 };
const CV_TEXT = path.join(root, 'packages/analyst/eval/cvs/en/en-08-backend-lead.md');

/** A PNG of random pixels; each row starts with filter 0, and the data deflates to its size. */
function noisePng({ width, height }) {
  const row = width * 3 + 1;
  const raw = crypto.randomBytes(row * height);
  for (let y = 0; y < height; y += 1) raw[y * row] = 0;
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A two-page CV: the text with its headings, then a full-page picture. */
function largeCvPdf() {
  const lines = fs
    .readFileSync(CV_TEXT, 'utf8')
    .split('\n')
    .map((line) => line.replace(/^#{1,6}\s+/, '').replace(/\*\*(.+?)\*\*/g, '$1'));
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'A4', margin: 56, info: { Title: 'CV' } });
    const parts = [];
    pdf.on('data', (part) => parts.push(part));
    pdf.on('end', () => resolve(Buffer.concat(parts)));
    pdf.on('error', reject);
    pdf.font('Helvetica').fontSize(10);
    for (const line of lines) pdf.text(line || ' ', { lineGap: 2 });
    pdf.addPage();
    pdf.image(noisePng(IMAGE), { fit: [480, 480] });
    pdf.end();
  });
}

const ms = (value) => `${Math.round(value)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const files = await Promise.all(Array.from({ length: UPLOADS }, () => largeCvPdf()));
const server = await startServer({ port: PORT, env: { OTP_PER_ADDRESS_PER_HOUR: '10000' } });
try {
  const { base } = server;
  const tokens = [];
  for (let i = 0; i < UPLOADS; i += 1)
    tokens.push(await signIn(base, `bench-upload-${i}@example.com`));

  const health = [];
  const probes = [];
  const probe = setInterval(() => {
    const sent = performance.now();
    probes.push(
      fetch(`${base}/api/health`).then(async (response) => {
        await response.arrayBuffer();
        health.push({ ms: performance.now() - sent, status: response.status });
      }),
    );
  }, PROBE_EVERY_MS);

  const started = performance.now();
  const outcomes = await Promise.all(
    files.map(async (bytes, i) => {
      const headers = { authorization: `Bearer ${tokens[i]}`, 'accept-language': 'en' };
      const form = new FormData();
      form.append('mode', 'free');
      form.append('language', 'en');
      form.append('file', new Blob([bytes], { type: 'application/pdf' }), `cv-${i + 1}.pdf`);
      const sent = performance.now();
      const response = await fetch(`${base}/api/cv-analysis`, {
        method: 'POST',
        headers,
        body: form,
      });
      const answer = await response.json();
      const answeredMs = performance.now() - sent;
      if (!response.ok) return { size: bytes.length, status: response.status, answeredMs, answer };
      for (;;) {
        const analysis = await json(
          await fetch(`${base}/api/cv-analysis/${answer.id}`, { headers }),
        );
        if (analysis.status === 'completed' || analysis.status === 'failed') {
          return {
            size: bytes.length,
            status: response.status,
            answeredMs,
            doneMs: performance.now() - sent,
            analysis: analysis.status,
            fileKept: analysis.input.file_available,
          };
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
  const wholeMs = performance.now() - started;
  clearInterval(probe);
  await Promise.all(probes);

  const latencies = health.map((answer) => answer.ms);
  console.log(
    `${UPLOADS} CV uploads at once (PDF, ${mb(Math.min(...files.map((f) => f.length)))}` +
      `–${mb(Math.max(...files.map((f) => f.length)))}), embedded database, all done in ${ms(wholeMs)}`,
  );
  console.log(
    `  /api/health every ${PROBE_EVERY_MS} ms: ${latencies.length} answers, ` +
      `worst ${ms(Math.max(...latencies))}, p99 ${ms(percentile(latencies, 99))}, ` +
      `median ${ms(percentile(latencies, 50))}, non-200: ${health.filter((h) => h.status !== 200).length}`,
  );
  outcomes.forEach((outcome, i) => {
    const done =
      outcome.analysis === undefined
        ? `refused: ${outcome.answer?.error_type ?? 'unknown'}`
        : `analysis ${outcome.analysis} after ${ms(outcome.doneMs)}, file kept: ${outcome.fileKept}`;
    console.log(
      `  upload ${i + 1} (${mb(outcome.size)}): HTTP ${outcome.status} in ${ms(outcome.answeredMs)}, ${done}`,
    );
  });
} finally {
  await server.stop();
}
