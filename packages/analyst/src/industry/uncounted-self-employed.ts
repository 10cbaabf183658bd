import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { related } from './industry-base';

const LIST_PATH = fileURLToPath(new URL('./uncounted-self-employed.tsv', import.meta.url));

let codes: string[] | null = null;

function listed(): string[] {
  codes ??= fs
    .readFileSync(LIST_PATH, 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t')[0]?.trim() ?? '')
    .filter((code) => /^\d{3,6}$/.test(code));
  return codes;
}

/** Whether much of the industry's work is done by self-employed app workers that no survey counts. */
export function uncountedSelfEmployed(code: string): boolean {
  return listed().some((listedCode) => related(listedCode, code));
}
