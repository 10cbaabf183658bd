// Time the server's PDF reader per page: readPdf (pdf.js's text, then the lines, columns and
// Chinese tidying) on the committed test PDFs, BENCH_RUNS (default 20) reads of each after two to
// warm up, in this process (the work pool's child adds its start, not its reading). Also times the
// layout step alone (pageLines on text pdf.js already gave), which is what reading by position
// costs over taking pdf.js's items in their order.
//   npx tsx scripts/bench/read-pdf-pages.ts
import fs from 'node:fs';
import path from 'node:path';
import { getDocumentProxy } from 'unpdf';
import { readPdf } from '../../apps/server/src/platform/documents/read-pdf';
import { pageLines, type PdfTextItem } from '../../apps/server/src/platform/documents/pdf-lines';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const FIXTURES = path.resolve(import.meta.dirname, '../../apps/server/src/test/fixtures');
const FILES = [
  'cv/backend-lead.pdf',
  'cv/icu-nurse-zh.pdf',
  'reading/chinese-cv.pdf',
  'reading/letter-spaced.pdf',
  'reading/two-column.pdf',
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? sorted[Math.floor(middle)]!
    : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function pagesOf(bytes: Uint8Array): Promise<PdfTextItem[][]> {
  const document = await getDocumentProxy(bytes.slice(), { isEvalSupported: false, verbosity: 0 });
  const pages: PdfTextItem[][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items as PdfTextItem[]);
  }
  await document.destroy();
  return pages;
}

console.log(`readPdf per page, ${RUNS} reads of each file`);
for (const file of FILES) {
  const bytes = new Uint8Array(fs.readFileSync(path.join(FIXTURES, file)));
  const items = await pagesOf(bytes);
  const perPage: number[] = [];
  const layoutPerPage: number[] = [];
  for (let run = -2; run < RUNS; run += 1) {
    const started = performance.now();
    const answer = await readPdf(bytes.slice());
    const read = performance.now() - started;
    if (!answer.ok) throw new Error(`${file}: ${answer.problem}`);
    const laidOut = performance.now();
    for (const page of items) pageLines(page);
    const layout = performance.now() - laidOut;
    if (run >= 0) {
      perPage.push(read / items.length);
      layoutPerPage.push(layout / items.length);
    }
  }
  console.log(
    `  ${file.padEnd(26)} ${items.length} page(s)  read ${ms(median(perPage))} median, ` +
      `${ms(Math.max(...perPage))} slowest; layout ${ms(median(layoutPerPage))} median, ` +
      `${ms(Math.max(...layoutPerPage))} slowest`,
  );
}
