import fs from 'node:fs';
import path from 'node:path';
import { parseTable, type DialectOptions, type Row } from './delimited';

/** Reads one source table; errors name the file relative to the source dir, never an absolute path. */
export function readTable(
  sourceDir: string,
  relativePath: string,
  dialect: DialectOptions,
  required: readonly string[],
): Row[] {
  const text = readText(sourceDir, relativePath);
  try {
    return parseTable(text, dialect, required);
  } catch (error) {
    throw new Error(`${relativePath}: ${(error as Error).message}`);
  }
}

export function readText(sourceDir: string, relativePath: string): string {
  return fs.readFileSync(path.join(sourceDir, relativePath), 'utf8');
}

export function exists(sourceDir: string, relativePath: string): boolean {
  return fs.existsSync(path.join(sourceDir, relativePath));
}
