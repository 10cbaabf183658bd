import fs from 'node:fs';
import path from 'node:path';
import { compareText } from '../codes';

/**
 * Our own Chinese writing in scripts/knowledge/editorial/. These files are edited by hand (and by
 * several people at once), so problems are collected as issues for the build report instead of
 * stopping the build; `--strict` turns them into a failure.
 */
export interface EditorialIssues {
  messages: string[];
}

export interface TsvLine {
  file: string;
  line: number;
  cells: string[];
}

export function readTsvLines(dir: string, file: string): TsvLine[] {
  const text = fs.readFileSync(path.join(dir, file), 'utf8').replace(/^\uFEFF/, '');
  return text.split(/\r?\n/).flatMap((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return [];
    return [{ file, line: index + 1, cells: raw.split('\t').map((cell) => cell.trim()) }];
  });
}

function listFiles(dir: string, pattern: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => pattern.test(name))
    .sort(compareText);
}

/**
 * `key<TAB>中文` lines from every file matching `pattern` (zh-titles-*.tsv, iwa-zh.tsv). A first
 * line whose first cell is not a key is taken as a header and skipped. A key given twice keeps the
 * first name (files in name order) and reports the clash.
 */
export function readKeyedNames(
  dir: string,
  pattern: RegExp,
  isKey: (key: string) => boolean,
  isKnown: (key: string) => boolean,
  issues: EditorialIssues,
): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of listFiles(dir, pattern)) {
    for (const { line, cells } of readTsvLines(dir, file)) {
      const [key = '', name = ''] = cells;
      const where = `${file}:${line}`;
      if (!isKey(key)) {
        if (line !== 1) issues.messages.push(`${where}: "${key}" is not a code`);
        continue;
      }
      if (!isKnown(key)) issues.messages.push(`${where}: unknown code ${key}`);
      else if (name === '') issues.messages.push(`${where}: empty name for ${key}`);
      else if (names.has(key) && names.get(key) !== name) {
        issues.messages.push(`${where}: ${key} already named "${names.get(key) ?? ''}"`);
      } else names.set(key, name);
    }
  }
  return names;
}

/** `中文别名<TAB>code[,code...]` → code → aliases (sorted, without duplicates). */
export function readAliases(
  dir: string,
  file: string,
  isKey: (key: string) => boolean,
  isKnown: (key: string) => boolean,
  issues: EditorialIssues,
): Map<string, string[]> {
  const byCode = new Map<string, Set<string>>();
  if (!fs.existsSync(path.join(dir, file))) return new Map();
  for (const { line, cells } of readTsvLines(dir, file)) {
    const [alias = '', codeList = ''] = cells;
    const codes = codeList.split(/[,，\s]+/).filter((code) => code !== '');
    if (codes.length === 0 || !codes.every(isKey)) {
      if (line !== 1) issues.messages.push(`${file}:${line}: bad code list "${codeList}"`);
      continue;
    }
    if (alias === '') issues.messages.push(`${file}:${line}: empty alias`);
    for (const code of codes) {
      if (!isKnown(code)) {
        issues.messages.push(`${file}:${line}: unknown code ${code}`);
        continue;
      }
      const set = byCode.get(code) ?? new Set<string>();
      if (alias !== '') set.add(alias);
      byCode.set(code, set);
    }
  }
  return new Map([...byCode].map(([code, set]) => [code, [...set].sort(compareText)]));
}
