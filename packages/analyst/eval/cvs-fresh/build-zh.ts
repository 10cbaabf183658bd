// Builds the Chinese half of the fresh CV set from its sources with the same steps as the hard
// set: PDFs printed by headless Chromium (then packed by qpdf), Word files written with the docx
// library, Markdown copied as written, and plain text in UTF-8 or in UTF-16 LE with a byte-order
// mark and CRLF lines (what Windows Notepad saves as "Unicode"). Then checks labels-zh.tsv.
// Run from the repository root: `npx tsx packages/analyst/eval/cvs-fresh/build-zh.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { checkLabels, occupationDataFile, readOccupationCodes } from '../cvs-hard/check-labels';
import { markdownToDocx, type DocxLayout } from '../cvs-hard/write-docx';
import { printPdfs, type PdfJob } from '../cvs-hard/write-pdf';

const HERE = import.meta.dirname;
const REPO = path.resolve(HERE, '..', '..', '..', '..');
const SOURCES = path.join(HERE, 'sources', 'zh');
const STYLES = path.join(HERE, '..', 'cvs-hard', 'sources', 'styles');
const OUT = path.join(HERE, 'zh');
const HELDOUT = 10;
const TOTAL = 30;

const FORMATS = ['pdf', 'docx', 'md', 'txt'] as const;
type Format = (typeof FORMATS)[number];

/** One row of manifest-zh.tsv: the format, and the print style, Word layout or text encoding. */
interface Entry {
  id: string;
  format: Format;
  style: string;
}

function readManifest(file: string): Entry[] {
  const [header, ...rows] = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
  if (header !== 'id\tformat\tstyle')
    throw new Error(`${file}: header should be id, format, style`);
  const entries = rows.map((row, index) => {
    const [id = '', format = '', style = ''] = row.split('\t');
    if (!(FORMATS as readonly string[]).includes(format)) {
      throw new Error(`${file} line ${index + 2}: format ${format}`);
    }
    return { id, format: format as Format, style };
  });
  const ids = new Set(entries.map((entry) => entry.id));
  if (ids.size !== entries.length) throw new Error(`${file}: an id is listed twice`);
  return entries;
}

/** The one source of an entry: `sources/zh/<id>.md`, `.html` or `.txt`. */
function sourceOf(entry: Entry): string {
  const found = ['md', 'html', 'txt']
    .map((ext) => path.join(SOURCES, `${entry.id}.${ext}`))
    .filter((file) => fs.existsSync(file));
  if (found.length !== 1)
    throw new Error(`${entry.id}: expected one source, found ${found.length}`);
  return found[0]!;
}

/** Plain text as Notepad saves it: UTF-8 with LF, or "Unicode" (UTF-16 LE, a BOM, CRLF). */
function encodeText(text: string, style: string): Buffer {
  if (style === 'utf8') return Buffer.from(text, 'utf8');
  if (style !== 'utf16le') throw new Error(`text encoding ${style}`);
  const crlf = text.replace(/\r?\n/g, '\r\n');
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(crlf, 'utf16le')]);
}

function docxLayout(style: string): DocxLayout {
  if (style === 'plain' || style === 'columns' || style === 'sidebar') return style;
  throw new Error(`Word layout ${style}`);
}

function countLabel(entry: Entry): string {
  if (entry.format === 'txt') return entry.style === 'utf16le' ? 'txt (UTF-16)' : 'txt (UTF-8)';
  if (entry.format === 'pdf') {
    if (entry.style.startsWith('zh-sidebar')) return 'pdf (two columns)';
    if (entry.style === 'zh-table') return 'pdf (table form)';
    return 'pdf (one column)';
  }
  if (entry.format === 'docx' && entry.style !== 'plain') return `docx (${entry.style})`;
  return entry.format;
}

/**
 * The checks of the hard set (codes in O*NET 29.3, one label per built file, kinds, splits,
 * notes) apart from its held-out size; this half holds out 10 of its 30 CVs.
 */
function labelProblems(labelsFile: string, built: string[]): string[] {
  const codes = readOccupationCodes(occupationDataFile(REPO));
  const problems = checkLabels(labelsFile, built, codes).filter(
    (problem) => !/^(en|zh): \d+ held-out CVs, expected \d+$/.test(problem),
  );
  const rows = fs.readFileSync(labelsFile, 'utf8').trimEnd().split('\n').slice(1);
  const heldout = rows.filter((row) => row.split('\t')[4] === 'heldout').length;
  if (rows.length !== TOTAL) problems.push(`${rows.length} labelled CVs, expected ${TOTAL}`);
  if (heldout !== HELDOUT) problems.push(`${heldout} held-out CVs, expected ${HELDOUT}`);
  for (const row of rows) {
    if (row.split('\t')[1] !== 'zh') problems.push(`${row.split('\t')[0]}: not a Chinese CV`);
  }
  return problems;
}

async function main(): Promise<void> {
  const entries = readManifest(path.join(HERE, 'manifest-zh.tsv'));
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT);

  const pdfJobs: PdfJob[] = [];
  const built: string[] = [];
  for (const entry of entries) {
    const source = sourceOf(entry);
    const name = `zh/${entry.id}.${entry.format}`;
    const out = path.join(HERE, name);
    built.push(name);
    const text = fs.readFileSync(source, 'utf8');
    if (entry.format === 'pdf') {
      pdfJobs.push({ source, out, theme: entry.style, language: 'zh' });
    } else if (entry.format === 'docx') {
      const layout = docxLayout(entry.style);
      fs.writeFileSync(
        out,
        await markdownToDocx(text, { layout, language: 'zh', title: entry.id }),
      );
    } else if (entry.format === 'md') {
      fs.writeFileSync(out, text);
    } else {
      fs.writeFileSync(out, encodeText(text, entry.style));
    }
  }
  await printPdfs(pdfJobs, STYLES);

  const counts = new Map<string, number>();
  let bytes = 0;
  for (const entry of entries) {
    counts.set(countLabel(entry), (counts.get(countLabel(entry)) ?? 0) + 1);
    bytes += fs.statSync(path.join(OUT, `${entry.id}.${entry.format}`)).size;
  }
  console.log([...counts].map(([format, n]) => `${format} ${n}`).join(', '));
  console.log(`${built.length} files, ${(bytes / 1024).toFixed(0)} KB in all`);

  const problems = labelProblems(path.join(HERE, 'labels-zh.tsv'), built);
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    throw new Error(`labels-zh.tsv has ${problems.length} problems`);
  }
  console.log(
    `labels-zh.tsv: every file labelled, every code in O*NET-SOC 2019, ${HELDOUT} held out`,
  );
}

await main();
