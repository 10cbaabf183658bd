// Builds the CV files of this evaluation set from their sources: PDFs printed by Chromium, Word
// files written with the docx library, Markdown copied as written, and plain text in UTF-8 or in
// UTF-16 LE with a byte-order mark. Then checks labels.tsv against the built files and O*NET.
// Run from the repository root: `npx tsx packages/analyst/eval/cvs-hard/build-files.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { checkLabels, occupationDataFile, readOccupationCodes } from './check-labels';
import { ENTRIES, type Entry } from './manifest';
import { markdownToDocx } from './write-docx';
import { printPdfs, type PdfJob } from './write-pdf';

const HERE = import.meta.dirname;
const REPO = path.resolve(HERE, '..', '..', '..', '..');
const SOURCES = path.join(HERE, 'sources');
const LANGUAGES = ['en', 'zh'] as const;

function languageOf(entry: Entry): 'en' | 'zh' {
  return entry.id.startsWith('zh-') ? 'zh' : 'en';
}

/** The one source of an entry: `sources/<language>/<id>.md`, `.html` or `.txt`. */
function sourceOf(entry: Entry): string {
  const found = ['md', 'html', 'txt']
    .map((ext) => path.join(SOURCES, languageOf(entry), `${entry.id}.${ext}`))
    .filter((file) => fs.existsSync(file));
  if (found.length !== 1)
    throw new Error(`${entry.id}: expected one source, found ${found.length}`);
  return found[0]!;
}

function outputOf(entry: Entry): string {
  return `${languageOf(entry)}/${entry.id}.${entry.format}`;
}

/** Plain text as Notepad saves it: UTF-8, or "Unicode" (UTF-16 LE with a BOM), LF or CRLF. */
function encodeText(text: string, entry: Extract<Entry, { format: 'txt' }>): Buffer {
  const lines = entry.eol === 'crlf' ? text.replace(/\r?\n/g, '\r\n') : text;
  return entry.encoding === 'utf16le'
    ? Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(lines, 'utf16le')])
    : Buffer.from(lines, 'utf8');
}

async function main(): Promise<void> {
  const ids = new Set<string>();
  for (const entry of ENTRIES) {
    if (ids.has(entry.id)) throw new Error(`${entry.id} is listed twice`);
    ids.add(entry.id);
  }
  for (const language of LANGUAGES) {
    fs.rmSync(path.join(HERE, language), { recursive: true, force: true });
    fs.mkdirSync(path.join(HERE, language));
  }

  const pdfJobs: PdfJob[] = [];
  for (const entry of ENTRIES) {
    const source = sourceOf(entry);
    const out = path.join(HERE, outputOf(entry));
    const text = fs.readFileSync(source, 'utf8');
    if (entry.format === 'pdf') {
      if (!entry.theme) throw new Error(`${entry.id}: a PDF needs a theme`);
      pdfJobs.push({ source, out, theme: entry.theme, language: languageOf(entry) });
    } else if (entry.format === 'docx') {
      const bytes = await markdownToDocx(text, {
        layout: entry.layout ?? 'plain',
        language: languageOf(entry),
        title: entry.id,
      });
      fs.writeFileSync(out, bytes);
    } else if (entry.format === 'md') {
      fs.writeFileSync(out, text);
    } else {
      fs.writeFileSync(out, encodeText(text, entry));
    }
  }
  await printPdfs(pdfJobs, path.join(SOURCES, 'styles'));

  const built = ENTRIES.map(outputOf);
  let total = 0;
  for (const language of LANGUAGES) {
    const counts = new Map<string, number>();
    for (const entry of ENTRIES.filter((e) => languageOf(e) === language)) {
      const key =
        entry.format === 'txt' && entry.encoding === 'utf16le' ? 'txt (UTF-16)' : entry.format;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      total += fs.statSync(path.join(HERE, outputOf(entry))).size;
    }
    const summary = [...counts].map(([format, n]) => `${format} ${n}`).join(', ');
    console.log(`${language}: ${summary}`);
  }
  console.log(`${built.length} files, ${(total / 1024).toFixed(0)} KB in all`);

  const labels = path.join(HERE, 'labels.tsv');
  if (!fs.existsSync(labels)) {
    console.log('labels.tsv not written yet: labels not checked');
    return;
  }
  const problems = checkLabels(labels, built, readOccupationCodes(occupationDataFile(REPO)));
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    throw new Error(`labels.tsv has ${problems.length} problems`);
  }
  console.log(
    'labels.tsv: every file labelled, every code in O*NET-SOC 2019, 15 held out per language',
  );
}

await main();
