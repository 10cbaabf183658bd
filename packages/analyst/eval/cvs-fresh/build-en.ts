// Builds the English half of the fresh CV set from `sources/en/`: PDFs printed by Chromium, Word
// files written with the docx library, Markdown copied as written, and plain text in UTF-8 or in
// UTF-16 LE with a byte-order mark. Then checks `labels-en.tsv` against the built files and O*NET.
// Run from the repository root: `npx tsx packages/analyst/eval/cvs-fresh/build-en.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { KINDS, occupationDataFile, readOccupationCodes } from '../cvs-hard/check-labels';
import type { Entry } from '../cvs-hard/manifest';
import { markdownToDocx } from '../cvs-hard/write-docx';
import { printPdfs, type PdfJob } from '../cvs-hard/write-pdf';

const HERE = import.meta.dirname;
const REPO = path.resolve(HERE, '..', '..', '..', '..');
const SOURCES = path.join(HERE, 'sources', 'en');
const STYLES = path.join(HERE, '..', 'cvs-hard', 'sources', 'styles');
const OUT = path.join(HERE, 'en');
const LABELS = path.join(HERE, 'labels-en.tsv');
const HELDOUT = 10;

/** The difficulties of cvs-hard, plus three this set adds. */
const FRESH_KINDS: readonly string[] = [...KINDS, 'senior', 'gig', 'non-native'];

// Plain text saved by Windows Notepad as "Unicode": UTF-16 LE, a byte-order mark, CRLF lines.
const NOTEPAD_UNICODE = { encoding: 'utf16le', eol: 'crlf' } as const;

const ENTRIES: readonly Entry[] = [
  { id: 'fresh-en-01', format: 'pdf', theme: 'classic' },
  { id: 'fresh-en-02', format: 'docx' },
  { id: 'fresh-en-03', format: 'txt' },
  { id: 'fresh-en-04', format: 'md' },
  { id: 'fresh-en-05', format: 'txt', ...NOTEPAD_UNICODE },
  { id: 'fresh-en-06', format: 'pdf', theme: 'sidebar-left' },
  { id: 'fresh-en-07', format: 'docx' },
  { id: 'fresh-en-08', format: 'pdf', theme: 'modern' },
  { id: 'fresh-en-09', format: 'md' },
  { id: 'fresh-en-10', format: 'pdf', theme: 'compact' },
  { id: 'fresh-en-11', format: 'pdf', theme: 'sidebar-right' },
  { id: 'fresh-en-12', format: 'txt' },
  { id: 'fresh-en-13', format: 'docx', layout: 'sidebar' },
  { id: 'fresh-en-14', format: 'txt', ...NOTEPAD_UNICODE },
  { id: 'fresh-en-15', format: 'pdf', theme: 'classic' },
  { id: 'fresh-en-16', format: 'pdf', theme: 'modern' },
  { id: 'fresh-en-17', format: 'docx' },
  { id: 'fresh-en-18', format: 'md' },
  { id: 'fresh-en-19', format: 'txt' },
  { id: 'fresh-en-20', format: 'docx', layout: 'columns' },
  { id: 'fresh-en-21', format: 'pdf', theme: 'sidebar-left' },
  { id: 'fresh-en-22', format: 'md' },
  { id: 'fresh-en-23', format: 'txt', ...NOTEPAD_UNICODE },
  { id: 'fresh-en-24', format: 'docx' },
  { id: 'fresh-en-25', format: 'pdf', theme: 'sidebar-right' },
  { id: 'fresh-en-26', format: 'txt', eol: 'crlf' },
  { id: 'fresh-en-27', format: 'docx', layout: 'sidebar' },
  { id: 'fresh-en-28', format: 'txt' },
  { id: 'fresh-en-29', format: 'pdf', theme: 'compact' },
  { id: 'fresh-en-30', format: 'docx' },
];

/** The one source of an entry: `sources/en/<id>.md`, `.html` or `.txt`. */
function sourceOf(entry: Entry): string {
  const found = ['md', 'html', 'txt']
    .map((ext) => path.join(SOURCES, `${entry.id}.${ext}`))
    .filter((file) => fs.existsSync(file));
  if (found.length !== 1)
    throw new Error(`${entry.id}: expected one source, found ${found.length}`);
  return found[0]!;
}

function outputOf(entry: Entry): string {
  return `en/${entry.id}.${entry.format}`;
}

/** Plain text as Notepad saves it: UTF-8, or "Unicode" (UTF-16 LE with a BOM), LF or CRLF. */
function encodeText(text: string, entry: Extract<Entry, { format: 'txt' }>): Buffer {
  const lines = entry.eol === 'crlf' ? text.replace(/\r?\n/g, '\r\n') : text;
  return entry.encoding === 'utf16le'
    ? Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(lines, 'utf16le')])
    : Buffer.from(lines, 'utf8');
}

/**
 * Every problem with labels-en.tsv: a code O*NET does not have, a file that was not built or has
 * no label, a wrong language, kind or split, a missing note, or a held-out part of the wrong size.
 */
function checkLabels(built: readonly string[], codes: ReadonlySet<string>): string[] {
  const header = ['file', 'language', 'codes', 'kind', 'split', 'note'];
  const problems: string[] = [];
  const [first, ...rows] = fs.readFileSync(LABELS, 'utf8').trimEnd().split('\n');
  if (first !== header.join('\t')) problems.push(`header should be: ${header.join(' | ')}`);
  const seen = new Set<string>();
  let heldout = 0;
  rows.forEach((row, index) => {
    const where = `labels-en.tsv line ${index + 2}`;
    const fields = row.split('\t');
    if (fields.length !== header.length) {
      problems.push(`${where}: ${fields.length} columns, expected ${header.length}`);
      return;
    }
    const [file, language, codeList, kind, split, note] = fields as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (seen.has(file)) problems.push(`${where}: ${file} is labelled twice`);
    seen.add(file);
    if (!built.includes(file)) problems.push(`${where}: ${file} was not built`);
    if (language !== 'en') problems.push(`${where}: language ${language}`);
    const listed = codeList.split(',');
    if (listed.length < 1 || listed.length > 3) problems.push(`${where}: ${listed.length} codes`);
    if (new Set(listed).size !== listed.length) problems.push(`${where}: a code is repeated`);
    for (const code of listed) {
      if (!codes.has(code)) problems.push(`${where}: ${code} is not an O*NET-SOC 2019 code`);
    }
    if (!FRESH_KINDS.includes(kind)) problems.push(`${where}: kind ${kind}`);
    if (split !== 'tune' && split !== 'heldout') problems.push(`${where}: split ${split}`);
    if (split === 'heldout') heldout += 1;
    if (note.trim().length < 20) problems.push(`${where}: the note should explain the label`);
  });
  for (const file of built) if (!seen.has(file)) problems.push(`${file} has no label`);
  if (heldout !== HELDOUT) problems.push(`${heldout} held-out CVs, expected ${HELDOUT}`);
  return problems;
}

async function main(): Promise<void> {
  const ids = new Set<string>();
  for (const entry of ENTRIES) {
    if (ids.has(entry.id)) throw new Error(`${entry.id} is listed twice`);
    ids.add(entry.id);
  }
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT);

  const pdfJobs: PdfJob[] = [];
  for (const entry of ENTRIES) {
    const source = sourceOf(entry);
    const out = path.join(HERE, outputOf(entry));
    const text = fs.readFileSync(source, 'utf8');
    if (entry.format === 'pdf') {
      pdfJobs.push({ source, out, theme: entry.theme, language: 'en' });
    } else if (entry.format === 'docx') {
      const bytes = await markdownToDocx(text, {
        layout: entry.layout ?? 'plain',
        language: 'en',
        title: entry.id,
      });
      fs.writeFileSync(out, bytes);
    } else if (entry.format === 'md') {
      fs.writeFileSync(out, text);
    } else {
      fs.writeFileSync(out, encodeText(text, entry));
    }
  }
  await printPdfs(pdfJobs, STYLES);

  const built = ENTRIES.map(outputOf);
  const counts = new Map<string, number>();
  let total = 0;
  for (const entry of ENTRIES) {
    const key =
      entry.format === 'txt' && entry.encoding === 'utf16le' ? 'txt (UTF-16)' : entry.format;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    total += fs.statSync(path.join(HERE, outputOf(entry))).size;
  }
  console.log(`en: ${[...counts].map(([format, n]) => `${format} ${n}`).join(', ')}`);
  console.log(`${built.length} files, ${(total / 1024).toFixed(0)} KB in all`);

  const problems = checkLabels(built, readOccupationCodes(occupationDataFile(REPO)));
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    throw new Error(`labels-en.tsv has ${problems.length} problems`);
  }
  console.log(
    `labels-en.tsv: every file labelled, every code in O*NET-SOC 2019, ${HELDOUT} held out`,
  );
}

await main();
