import fs from 'node:fs';
import path from 'node:path';

export const KINDS = [
  'owner',
  'student',
  'returner',
  'changer',
  'skills-only',
  'licence',
  'acronyms',
  'long',
  'short',
  'two-column',
  'ordinary',
] as const;

const HEADER = ['file', 'language', 'codes', 'kind', 'split', 'note'];
const HELDOUT_PER_LANGUAGE = 15;
const CODE = /^\d{2}-\d{4}\.\d{2}$/;

/** The O*NET-SOC 2019 codes of O*NET 29.3's `Occupation Data.txt` (tab-separated, code first). */
export function readOccupationCodes(file: string): Set<string> {
  const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/).slice(1);
  return new Set(lines.map((line) => line.split('\t')[0]!).filter((code) => CODE.test(code)));
}

/**
 * Every problem with labels.tsv: a code that O*NET does not have, a file that was not built or
 * has no label, a wrong language, kind or split, a missing note, or a held-out part of the wrong
 * size. An empty list means the labels can be used.
 */
export function checkLabels(
  labelsFile: string,
  builtFiles: readonly string[],
  codes: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const [header, ...rows] = fs.readFileSync(labelsFile, 'utf8').trimEnd().split('\n');
  if (header !== HEADER.join('\t')) problems.push(`header should be: ${HEADER.join(' | ')}`);

  const seen = new Set<string>();
  const heldout = new Map<string, number>();
  rows.forEach((row, index) => {
    const where = `labels.tsv line ${index + 2}`;
    const fields = row.split('\t');
    if (fields.length !== HEADER.length) {
      problems.push(`${where}: ${fields.length} columns, expected ${HEADER.length}`);
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
    if (!builtFiles.includes(file)) problems.push(`${where}: ${file} was not built`);
    if (language !== 'en' && language !== 'zh') problems.push(`${where}: language ${language}`);
    if (!file.startsWith(`${language}/`)) problems.push(`${where}: ${file} is not in ${language}/`);
    const listed = codeList.split(',');
    if (listed.length < 1 || listed.length > 3) problems.push(`${where}: ${listed.length} codes`);
    if (new Set(listed).size !== listed.length) problems.push(`${where}: a code is repeated`);
    for (const code of listed) {
      if (!codes.has(code)) problems.push(`${where}: ${code} is not an O*NET-SOC 2019 code`);
    }
    if (!(KINDS as readonly string[]).includes(kind)) problems.push(`${where}: kind ${kind}`);
    if (split !== 'tune' && split !== 'heldout') problems.push(`${where}: split ${split}`);
    if (split === 'heldout') heldout.set(language, (heldout.get(language) ?? 0) + 1);
    if (note.trim().length < 20) problems.push(`${where}: the note should explain the label`);
  });

  for (const file of builtFiles) {
    if (!seen.has(file)) problems.push(`${file} has no label`);
  }
  for (const language of ['en', 'zh']) {
    const count = heldout.get(language) ?? 0;
    if (count !== HELDOUT_PER_LANGUAGE) {
      problems.push(`${language}: ${count} held-out CVs, expected ${HELDOUT_PER_LANGUAGE}`);
    }
  }
  return problems;
}

/** Where O*NET 29.3 lives: KNOWLEDGE_SOURCE_DIR, as for the knowledge build, or ../shared/data. */
export function occupationDataFile(repoRoot: string): string {
  const sourceDir =
    process.env.KNOWLEDGE_SOURCE_DIR ?? path.resolve(repoRoot, '..', 'shared', 'data');
  return path.join(sourceDir, 'onet-29.3', 'Occupation Data.txt');
}
